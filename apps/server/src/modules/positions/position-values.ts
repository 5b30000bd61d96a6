import { type PositionForm, type positionForm, SALARY_PERIOD_PER_MONTH, skillKey } from '@trilha/contract';
import type { z } from 'zod';
import { AppError } from '../../platform/http/app-error.ts';
import { loadCities } from '../lookups/index.ts';
import { categoryOf } from './items.ts';
import type { PositionValues } from './recruitment.data.ts';

type Form = z.output<typeof positionForm>;

/** The salary's lower bound as a monthly amount, for the minimum-salary filter; null when not a number. */
function monthlyMinimum(form: Pick<Form, 'salaryType' | 'salaryMin' | 'salaryPeriod'>): number | null {
  if (form.salaryType !== 'range' || form.salaryMin === null || !form.salaryPeriod) return null;
  return Math.round(form.salaryMin * SALARY_PERIOD_PER_MONTH[form.salaryPeriod]);
}

/** The row values of a valid form: the city named from its IBGE code, the search text folded. */
export async function positionValues(input: Form, companyName: string, now: Date): Promise<PositionValues> {
  const form = {
    ...input,
    code: input.code || null,
    workload: input.workload || null,
    salaryText: input.salaryText || null,
    requirements: input.requirements || null,
  };
  let city: { name: string; state: string } | null = null;
  if (form.cityId !== null) {
    city = (await loadCities()).br.find((row) => row.id === form.cityId) ?? null;
    if (!city) throw new AppError('validation.failed', { cityId: 'invalid' });
  }
  const category = categoryOf(form.categoryId, 'pt-BR');
  return {
    code: form.code,
    title: form.title,
    description: form.description,
    categoryId: form.categoryId,
    contractType: form.contractType,
    workload: form.workload,
    salaryType: form.salaryType,
    salaryText: form.salaryType === 'text' ? form.salaryText : null,
    salaryMin: form.salaryType === 'range' ? form.salaryMin : null,
    salaryMax: form.salaryType === 'range' ? form.salaryMax : null,
    salaryPeriod: form.salaryType === 'range' ? form.salaryPeriod : null,
    salaryMonthlyMin: monthlyMinimum(form),
    remote: form.remote,
    pcdOnly: form.pcdOnly,
    cityId: form.cityId,
    cityName: city?.name ?? null,
    stateCode: city?.state ?? null,
    countryCode: 'BR',
    language: form.language,
    educationLevel: form.educationLevel,
    requirements: form.requirements,
    // each criterion once, in the order given
    evaluationCriteria: [...new Set(form.evaluationCriteria)],
    languages: form.languages,
    files: form.files,
    steps: form.steps,
    departmentId: form.departmentId,
    searchText: skillKey([form.title, companyName, category.name, city?.name ?? '', form.description, form.requirements ?? ''].join(' ')),
    updatedAt: now,
  };
}

/** The form that edits a stored position. */
export function formOf(row: {
  code: string | null;
  title: string;
  description: string;
  categoryId: number;
  contractType: PositionForm['contractType'];
  workload: string | null;
  salaryType: PositionForm['salaryType'];
  salaryText: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryPeriod: Form['salaryPeriod'];
  remote: boolean;
  pcdOnly: boolean;
  cityId: number | null;
  language: Form['language'];
  educationLevel: Form['educationLevel'];
  requirements: string | null;
  evaluationCriteria: string[];
  skills: { id: string; level: Form['skills'][number]['level'] }[];
  languages: Form['languages'];
  files: Form['files'];
  steps: Form['steps'];
  departmentId: string | null;
  linkedUserIds: string[];
}): Form {
  return {
    code: row.code,
    title: row.title,
    description: row.description,
    categoryId: row.categoryId,
    contractType: row.contractType,
    workload: row.workload,
    salaryType: row.salaryType,
    salaryText: row.salaryText,
    salaryMin: row.salaryMin,
    salaryMax: row.salaryMax,
    salaryPeriod: row.salaryPeriod,
    remote: row.remote,
    pcdOnly: row.pcdOnly,
    cityId: row.cityId,
    language: row.language,
    educationLevel: row.educationLevel,
    requirements: row.requirements,
    evaluationCriteria: row.evaluationCriteria,
    skills: row.skills.map((skill) => ({ skillId: skill.id, level: skill.level })),
    languages: row.languages,
    files: row.files,
    steps: row.steps,
    departmentId: row.departmentId,
    linkedUserIds: row.linkedUserIds,
  };
}

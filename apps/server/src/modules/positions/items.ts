import {
  type ContractType,
  type EducationLevel,
  type Language,
  type LanguageSkill,
  POSITION_CATEGORIES,
  type PositionDetails,
  type PositionItem,
  type PositionStatus,
  type PositionStep,
  type SalaryPeriod,
  type SKILL_LEVELS,
} from '@trilha/contract';

export interface PositionItemRow {
  id: string;
  code: string | null;
  title: string;
  companyId: string;
  companyName: string;
  companySubdomain: string | null;
  companyAvatarUrl: string | null;
  categoryId: number;
  contractType: ContractType;
  workload: string | null;
  salaryType: PositionItem['salary']['type'];
  salaryText: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryPeriod: SalaryPeriod | null;
  remote: boolean;
  pcdOnly: boolean;
  cityId: number | null;
  cityName: string | null;
  stateCode: string | null;
  countryCode: string;
  status: PositionStatus;
  publishedAt: Date | null;
  favorite: boolean;
}

export interface PositionDetailRow extends PositionItemRow {
  description: string;
  requirements: string | null;
  evaluationCriteria: string[];
  educationLevel: EducationLevel;
  languages: LanguageSkill[];
  files: { name: string; url: string }[];
  steps: PositionStep[];
  language: PositionDetails['language'];
  departmentId: string | null;
  department: string | null;
  approvalStatus: 'pending' | 'approved' | 'rejected' | null;
  approvalNote: string | null;
  updatedAt: Date;
  authorId: string | null;
  skills: { id: string; title: string; level: (typeof SKILL_LEVELS)[number] }[];
  linkedUserIds: string[];
  internalOnly: boolean;
  answerWithinDays: number;
  viewerIsMember: boolean;
  viewerApplied: boolean;
}

const CATEGORY_NAME = { 'pt-BR': 'pt', en: 'en', es: 'es' } as const;

export function categoryOf(id: number, language: Language) {
  const found = POSITION_CATEGORIES.find((category) => category.id === id) ?? POSITION_CATEGORIES[0];
  return { id: found.id, name: found[CATEGORY_NAME[language]], icon: found.icon };
}

export function toPositionItem(row: PositionItemRow, language: Language): PositionItem {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    company: { id: row.companyId, name: row.companyName, subdomain: row.companySubdomain, avatarUrl: row.companyAvatarUrl },
    category: categoryOf(row.categoryId, language),
    contractType: row.contractType,
    workload: row.workload,
    salary: {
      type: row.salaryType,
      text: row.salaryText,
      min: row.salaryMin,
      max: row.salaryMax,
      period: row.salaryPeriod,
      currency: row.countryCode === 'US' ? 'USD' : 'BRL',
    },
    remote: row.remote,
    pcdOnly: row.pcdOnly,
    location: { cityId: row.cityId, city: row.cityName, state: row.stateCode, country: row.countryCode },
    status: row.status,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    favorite: row.favorite,
  };
}

export function toPositionDetails(row: PositionDetailRow, language: Language): PositionDetails {
  return {
    ...toPositionItem(row, language),
    description: row.description,
    requirements: row.requirements,
    educationLevel: row.educationLevel,
    skills: row.skills,
    languages: row.languages,
    files: row.files,
    steps: row.steps,
    department: row.department,
    language: row.language,
    acceptsApplications: row.status === 'active',
    answerWithinDays: row.answerWithinDays,
  };
}

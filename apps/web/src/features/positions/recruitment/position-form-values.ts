import type { UseFormReturnType } from '@mantine/form';
import {
  type CONTENT_LANGUAGES,
  type ContractType,
  DECLINE_TEMPLATE_ID,
  type EducationLevel,
  type LanguageSkill,
  type PositionForm,
  type PositionStep,
  positionFields,
  positionForm,
  type RecruiterPositionDetails,
  resolveLanguage,
  type SALARY_TYPES,
  type SalaryPeriod,
  type ScreeningKind,
  type ScreeningQuestion,
  type SkillLevel,
  type StepKind,
} from '@trilha/contract';
import { fieldMessage } from '../../../lib/forms/field-rules.ts';
import { i18next } from '../../../lib/i18n/i18n.ts';

/** A number input's value: '' while empty. */
type Amount = number | '';

/**
 * One application step as the editor holds it: the fields of every kind, so switching nothing loses what was typed;
 * the payload keeps only those of its kind. Paths match the contract's, so the server's field errors land here.
 */
export interface StepValues {
  kind: StepKind;
  minutes: Amount;
  accommodation: string;
  videos: { title: string; url: string }[];
  items: { question: string; answer: string }[];
  resume: boolean;
  coverLetter: boolean;
  questions: QuestionValues[];
  /** declining, after a delay and with a message template, the candidates who fail an eliminatory question */
  autoDecline: { on: boolean; afterHours: Amount; templateId: string };
  prompt: string;
  maxSeconds: Amount;
}

/**
 * A question as the editor holds it: its kind's fields all kept (switching kinds loses nothing typed); `eliminatory`
 * with the answers it accepts (yes/no, choices) or the least number.
 */
export interface QuestionValues {
  text: string;
  kind: ScreeningKind;
  options: string[];
  eliminatory: boolean;
  accept: string[];
  min: Amount;
}

export const newQuestion = (): QuestionValues => ({ text: '', kind: 'text', options: [], eliminatory: false, accept: [], min: '' });

const questionValuesOf = (question: ScreeningQuestion): QuestionValues => ({
  ...newQuestion(),
  text: question.text,
  kind: question.kind,
  options: question.options ?? [],
  eliminatory: Boolean(question.knockout),
  accept: question.knockout && 'accept' in question.knockout ? question.knockout.accept : [],
  min: question.knockout && 'min' in question.knockout ? question.knockout.min : '',
});

function questionPayload(question: QuestionValues): ScreeningQuestion {
  const choices = question.kind === 'single_choice' || question.kind === 'multiple_choice';
  const knockout =
    !question.eliminatory || question.kind === 'text'
      ? null
      : question.kind === 'number'
        ? { min: question.min === '' ? 0 : question.min }
        : { accept: question.accept };
  return { text: question.text, kind: question.kind, ...(choices && { options: question.options }), knockout };
}

/** The position form's values: the contract's form with inputs' empty values ('' and null) and the names chips show. */
export interface PositionValues {
  title: string;
  code: string;
  description: string;
  categoryId: string | null;
  contractType: ContractType | null;
  workload: string;
  salaryType: (typeof SALARY_TYPES)[number];
  salaryText: string;
  salaryMin: Amount;
  salaryMax: Amount;
  salaryPeriod: SalaryPeriod | null;
  remote: boolean;
  pcdOnly: boolean;
  cityId: number | null;
  cityLabel: string;
  language: (typeof CONTENT_LANGUAGES)[number];
  educationLevel: EducationLevel;
  requirements: string;
  /** the scorecards' criteria besides the required skills */
  evaluationCriteria: string[];
  skills: { skillId: string; title: string; level: SkillLevel }[];
  languages: LanguageSkill[];
  files: { name: string; url: string }[];
  steps: StepValues[];
  departmentId: string | null;
  linkedUserIds: string[];
}

export type PositionFormApi = UseFormReturnType<PositionValues>;

export const emptyPosition = (language: PositionValues['language']): PositionValues => ({
  title: '',
  code: '',
  description: '',
  categoryId: null,
  contractType: null,
  workload: '',
  salaryType: 'range',
  salaryText: '',
  salaryMin: '',
  salaryMax: '',
  salaryPeriod: 'monthly',
  remote: false,
  pcdOnly: false,
  cityId: null,
  cityLabel: '',
  language,
  educationLevel: 'none',
  requirements: '',
  evaluationCriteria: [],
  skills: [],
  languages: [],
  files: [],
  steps: [],
  departmentId: null,
  linkedUserIds: [],
});

/** A new step of a kind, with the defaults a recruiter usually keeps. */
export function newStep(kind: StepKind): StepValues {
  return {
    kind,
    minutes: kind === 'profile' ? 5 : 10,
    accommodation: '',
    videos: kind === 'videos' ? [{ title: '', url: '' }] : [],
    items: kind === 'faq' ? [{ question: '', answer: '' }] : [],
    resume: true,
    coverLetter: false,
    questions: kind === 'questions' ? [newQuestion()] : [],
    autoDecline: { on: false, afterHours: 48, templateId: DECLINE_TEMPLATE_ID },
    prompt: '',
    maxSeconds: 120,
  };
}

const stepValuesOf = (step: PositionStep): StepValues => ({
  ...newStep(step.kind),
  ...step,
  accommodation: step.accommodation ?? '',
  questions: step.kind === 'questions' ? step.questions.map(questionValuesOf) : [],
  autoDecline:
    step.kind === 'questions' && step.autoDecline
      ? { on: true, ...step.autoDecline }
      : { on: false, afterHours: 48, templateId: DECLINE_TEMPLATE_ID },
});

/** The values that edit a stored position. */
export function valuesOf(details: RecruiterPositionDetails): PositionValues {
  const { form } = details;
  const titles = new Map(details.skills.map((skill) => [skill.id, skill.title]));
  return {
    ...form,
    code: form.code ?? '',
    categoryId: String(form.categoryId),
    workload: form.workload ?? '',
    salaryText: form.salaryText ?? '',
    salaryMin: form.salaryMin ?? '',
    salaryMax: form.salaryMax ?? '',
    cityLabel: details.location.city ? `${details.location.city} - ${details.location.state}` : '',
    requirements: form.requirements ?? '',
    evaluationCriteria: form.evaluationCriteria ?? [],
    skills: form.skills.map((skill) => ({ ...skill, title: titles.get(skill.skillId) ?? '' })),
    steps: form.steps.map(stepValuesOf),
  };
}

const text = (value: string) => value.trim() || null;
const amount = (value: Amount) => (value === '' ? null : value);

function stepPayload(step: StepValues): PositionStep {
  const base = { minutes: amount(step.minutes) as number, accommodation: text(step.accommodation) };
  switch (step.kind) {
    case 'videos':
      return { kind: 'videos', ...base, videos: step.videos };
    case 'faq':
      return { kind: 'faq', ...base, items: step.items };
    case 'profile':
      return { kind: 'profile', ...base, resume: step.resume, coverLetter: step.coverLetter };
    case 'questions':
      return {
        kind: 'questions',
        ...base,
        questions: step.questions.map(questionPayload),
        autoDecline: step.autoDecline.on
          ? { afterHours: amount(step.autoDecline.afterHours) as number, templateId: step.autoDecline.templateId }
          : null,
      };
    case 'video_answer':
      return { kind: 'video_answer', ...base, prompt: step.prompt, maxSeconds: amount(step.maxSeconds) as number };
  }
}

/** What the form sends: empty inputs as null, salary fields only of the chosen salary form. */
export function toPayload(values: PositionValues): PositionForm {
  const range = values.salaryType === 'range';
  return {
    title: values.title,
    code: text(values.code),
    description: values.description,
    categoryId: Number(values.categoryId ?? 0),
    contractType: values.contractType as ContractType,
    workload: text(values.workload),
    salaryType: values.salaryType,
    salaryText: values.salaryType === 'text' ? text(values.salaryText) : null,
    salaryMin: range ? amount(values.salaryMin) : null,
    salaryMax: range ? amount(values.salaryMax) : null,
    salaryPeriod: range ? values.salaryPeriod : null,
    remote: values.remote,
    pcdOnly: values.pcdOnly,
    cityId: values.cityId,
    language: values.language,
    educationLevel: values.educationLevel,
    requirements: text(values.requirements),
    evaluationCriteria: values.evaluationCriteria,
    skills: values.skills.map(({ skillId, level }) => ({ skillId, level })),
    languages: values.languages,
    files: values.files,
    steps: values.steps.map(stepPayload),
    departmentId: values.departmentId,
    linkedUserIds: values.linkedUserIds,
  };
}

const isBlank = (value: unknown) =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const valueAt = (root: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined), root);

/** A valid form, standing in for the fields that fail on their own while the cross-field rules are checked. */
const SAMPLE: Record<string, unknown> = positionFields.parse({
  title: 'Vaga',
  description: 'Descrição da vaga',
  categoryId: 1,
  contractType: 'OTHER',
  salaryType: 'unspecified',
});

/**
 * The contract's rules on the values (the server runs the same): each field's first problem in the user's language,
 * an empty required field said as such. zod checks the cross-field rules (salary form, city unless remote) only
 * once every field passes on its own, so they are checked again with the failing fields stood in for: one submit
 * shows every problem.
 */
export function validatePosition(values: PositionValues): Record<string, string> {
  const payload = toPayload(values);
  const alone = positionFields.safeParse(payload);
  const broken = new Set(alone.success ? [] : alone.error.issues.map((issue) => issue.path[0]));
  const standIns = Object.fromEntries([...broken].map((key) => [key, SAMPLE[String(key)]]));
  const whole = positionForm.safeParse({ ...payload, ...standIns });
  const issues = [...(alone.success ? [] : alone.error.issues), ...(whole.success ? [] : whole.error.issues)];
  const language = resolveLanguage(i18next.language);
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.join('.');
    if (path in errors) continue;
    const empty = isBlank(valueAt(payload, issue.path)) || (path === 'categoryId' && values.categoryId === null);
    errors[path] = fieldMessage(empty && issue.code !== 'custom' ? 'required' : issue.message, language);
  }
  return errors;
}

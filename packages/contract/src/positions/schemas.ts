import { z } from 'zod';
import { CONTENT_LANGUAGES, contentItem, listItem, webLink } from '../contents/schemas.ts';
import { plainText } from '../identity/text.ts';
import { categoryItem } from '../lookups/categories.ts';
import { isVisibleName } from '../platform/names.ts';
import { LANGUAGE_PROFICIENCIES, languageSkill } from '../profile/items.ts';
import { SKILL_LEVELS } from '../skills/schemas.ts';
import { autoDecline, screeningQuestion } from './screening.ts';

/** A position's life, contract types and salary forms. */
export const POSITION_STATUSES = ['draft', 'active', 'paused', 'archived'] as const;
export type PositionStatus = (typeof POSITION_STATUSES)[number];
export const CONTRACT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
export const SALARY_TYPES = ['text', 'range', 'unspecified'] as const;
export const SALARY_PERIODS = ['hourly', 'daily', 'weekly', 'monthly', 'yearly'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];
/** How many of a period make a month, to compare salaries of any period with a monthly minimum. */
export const SALARY_PERIOD_PER_MONTH: Record<SalaryPeriod, number> = { hourly: 220, daily: 22, weekly: 4.33, monthly: 1, yearly: 1 / 12 };
export const EDUCATION_LEVELS = ['none', 'high_school', 'technical', 'higher', 'postgraduate'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];
export const APPROVAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** 15 suggestions per page, salary minimum 0. */
export const SUGGESTIONS_PAGE_SIZE = 15;
/** How the job search orders its rows: best match of the text (newest first without one), newest, highest salary. */
export const JOB_SEARCH_SORTS = ['relevance', 'date', 'salary'] as const;
export type JobSearchSort = (typeof JOB_SEARCH_SORTS)[number];
/** The windows of "posted within": the last day, three days, week or month. */
export const POSTED_WITHIN_DAYS = [1, 3, 7, 30] as const;
/** The radius around a city (`near`), in kilometres: its bounds and the default. */
export const NEAR_RADIUS_KM = { min: 10, max: 200, default: 50 } as const;
export const MAX_POSITION_SKILLS = 20;

/** The application steps a candidate goes through, in the order the position sets. */
export const STEP_KINDS = ['videos', 'faq', 'profile', 'questions', 'video_answer'] as const;
export type StepKind = (typeof STEP_KINDS)[number];
const stepBase = {
  /** about how long the step takes, shown to the candidate before applying */
  minutes: z.number().int().min(1).max(180),
  /** what the step offers people with disabilities (extra time, an alternative), as the position declares */
  accommodation: plainText(500).nullable().default(null),
};
const line = (max: number) => plainText(max, 1);
export const positionStep = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('videos'),
    ...stepBase,
    videos: z
      .array(z.object({ title: line(200), url: webLink }))
      .min(1)
      .max(10),
  }),
  z.object({
    kind: z.literal('faq'),
    ...stepBase,
    items: z
      .array(z.object({ question: line(300), answer: line(2000) }))
      .min(1)
      .max(30),
  }),
  z.object({ kind: z.literal('profile'), ...stepBase, resume: z.boolean(), coverLetter: z.boolean() }),
  z.object({
    kind: z.literal('questions'),
    ...stepBase,
    questions: z.array(screeningQuestion).min(1).max(20),
    autoDecline: autoDecline.nullable().optional(),
  }),
  z.object({ kind: z.literal('video_answer'), ...stepBase, prompt: line(500), maxSeconds: z.number().int().min(30).max(600) }),
]);
export type PositionStep = z.output<typeof positionStep>;

export const positionSkillRequirement = z.object({ skillId: z.string().uuid(), level: z.enum(SKILL_LEVELS) });
/** Optional text; the server stores an empty one as null (no transform: the form also travels back in responses). */
const optionalText = (max: number) => plainText(max).nullable().default(null);
const salaryAmount = z.number().int().min(0).max(10_000_000).nullable().default(null);

/** What the recruitment module's position form sends (create and edit). */
export const positionFields = z.object({
  title: plainText(200, 3, 'name.invisible').refine(isVisibleName, { error: 'name.invisible' }),
  code: optionalText(50),
  description: plainText(10_000, 10),
  categoryId: z.number().int().min(1).max(20),
  contractType: z.enum(CONTRACT_TYPES),
  workload: optionalText(100),
  salaryType: z.enum(SALARY_TYPES),
  salaryText: optionalText(100),
  salaryMin: salaryAmount,
  salaryMax: salaryAmount,
  salaryPeriod: z.enum(SALARY_PERIODS).nullable().default(null),
  remote: z.boolean().default(false),
  pcdOnly: z.boolean().default(false),
  /** the municipality's IBGE code (the cities lookup); required unless remote */
  cityId: z.number().int().positive().nullable().default(null),
  language: z.enum(CONTENT_LANGUAGES).default('pt-BR'),
  educationLevel: z.enum(EDUCATION_LEVELS).default('none'),
  requirements: optionalText(5000),
  /** what the recruiters' scorecards rate besides the required skills, e.g. "Comunicação" */
  evaluationCriteria: z.array(plainText(120, 1)).max(10).default([]),
  skills: z.array(positionSkillRequirement).max(MAX_POSITION_SKILLS).default([]),
  languages: z.array(languageSkill).max(5).default([]),
  files: z
    .array(z.object({ name: line(200), url: webLink }))
    .max(5)
    .default([]),
  steps: z.array(positionStep).max(STEP_KINDS.length).default([]),
  departmentId: z.string().uuid().nullable().default(null),
  /** recruiters linked to the position (managers and evaluators see only their positions) */
  linkedUserIds: z.array(z.string().uuid()).max(50).default([]),
});
export const positionForm = positionFields.superRefine((form, ctx) => {
  if (form.salaryType === 'text' && !form.salaryText) ctx.addIssue({ code: 'custom', path: ['salaryText'], message: 'required' });
  if (form.salaryType === 'range') {
    if (form.salaryMin === null) ctx.addIssue({ code: 'custom', path: ['salaryMin'], message: 'required' });
    if (!form.salaryPeriod) ctx.addIssue({ code: 'custom', path: ['salaryPeriod'], message: 'required' });
    if (form.salaryMin !== null && form.salaryMax !== null && form.salaryMax < form.salaryMin)
      ctx.addIssue({ code: 'custom', path: ['salaryMax'], message: 'jobs.salary_range' });
  }
  if (!form.remote && form.cityId === null) ctx.addIssue({ code: 'custom', path: ['cityId'], message: 'required' });
  const kinds = form.steps.map((step) => step.kind);
  if (new Set(kinds).size !== kinds.length) ctx.addIssue({ code: 'custom', path: ['steps'], message: 'jobs.step_repeated' });
  const skills = form.skills.map((skill) => skill.skillId);
  if (new Set(skills).size !== skills.length) ctx.addIssue({ code: 'custom', path: ['skills'], message: 'jobs.skill_repeated' });
});
export type PositionForm = z.input<typeof positionForm>;

const companyRef = z.object({ id: z.string(), name: z.string(), subdomain: z.string().nullable(), avatarUrl: z.string().nullable() });
export const salary = z.object({
  type: z.enum(SALARY_TYPES),
  text: z.string().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  period: z.enum(SALARY_PERIODS).nullable(),
  currency: z.string(),
});
export const positionLocation = z.object({
  cityId: z.number().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string(),
});

/** A position as a candidate's listing shows it. */
export const positionItem = z.object({
  id: z.string(),
  code: z.string().nullable(),
  title: z.string(),
  company: companyRef,
  category: categoryItem,
  contractType: z.enum(CONTRACT_TYPES),
  workload: z.string().nullable(),
  salary,
  remote: z.boolean(),
  pcdOnly: z.boolean(),
  location: positionLocation,
  status: z.enum(POSITION_STATUSES),
  publishedAt: z.string().nullable(),
  favorite: z.boolean(),
  /**
   * How well the caller meets it, in percent of its requirements met (the position page's match, 0-100): in the job
   * search's and the related positions' rows, for a person with skills or areas of interest; absent otherwise.
   */
  match: z.number().int().min(0).max(100).optional(),
  /** with the job search's `near`: how far the position's city is from that city, in whole kilometres */
  distanceKm: z.number().int().min(0).optional(),
});
export type PositionItem = z.output<typeof positionItem>;

export const requiredSkill = z.object({ id: z.string(), title: z.string(), level: z.enum(SKILL_LEVELS) });

/** A position's page: everything a candidate reads before applying, and whether it takes applications. */
export const positionDetails = positionItem.extend({
  description: z.string(),
  requirements: z.string().nullable(),
  educationLevel: z.enum(EDUCATION_LEVELS),
  skills: z.array(requiredSkill),
  languages: z.array(languageSkill),
  files: z.array(z.object({ name: z.string(), url: z.string() })),
  steps: z.array(positionStep),
  department: z.string().nullable(),
  language: z.enum(CONTENT_LANGUAGES),
  /** false when paused, archived or a draft: the page says so and offers no application */
  acceptsApplications: z.boolean(),
  /** the company promises an answer within this many days after the application is sent (said before applying) */
  answerWithinDays: z.number().int(),
});
export type PositionDetails = z.output<typeof positionDetails>;

/** A favourite position as the favourites list shows it. */
export const favoritePosition = z.object({
  positionId: z.string(),
  positionTitle: z.string(),
  companyName: z.string(),
  logo: z.string().nullable(),
  image: z.string().nullable(),
  positionUrl: z.string(),
  status: z.enum(POSITION_STATUSES),
  notifyWhenReady: z.boolean(),
  createdAt: z.string(),
});

/** One requirement of a position against the caller's profile: what they have, whether it is met, how to learn it. */
const learningRef = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('content'), content: contentItem }),
  z.object({ kind: z.literal('list'), list: listItem }),
]);
export const matchRequirement = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('skill'),
    skill: requiredSkill,
    have: z.enum(SKILL_LEVELS).nullable(),
    met: z.boolean(),
    learning: z.array(learningRef),
  }),
  z.object({
    kind: z.literal('language'),
    language: z.string(),
    proficiency: z.enum(LANGUAGE_PROFICIENCIES),
    have: z.enum(LANGUAGE_PROFICIENCIES).nullable(),
    met: z.boolean(),
  }),
  z.object({ kind: z.literal('education'), level: z.enum(EDUCATION_LEVELS), have: z.enum(EDUCATION_LEVELS), met: z.boolean() }),
  z.object({
    kind: z.literal('location'),
    remote: z.boolean(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    haveCity: z.string().nullable(),
    haveState: z.string().nullable(),
    met: z.boolean(),
  }),
  z.object({ kind: z.literal('pcd'), met: z.boolean() }),
]);
export type MatchRequirement = z.output<typeof matchRequirement>;
export const positionMatch = z.object({
  requirements: z.array(matchRequirement),
  met: z.number(),
  total: z.number(),
  ready: z.boolean(),
  saved: z.boolean(),
  notifyWhenReady: z.boolean(),
});
export type PositionMatch = z.output<typeof positionMatch>;

/** A position as the recruitment module lists it. */
export const recruiterPositionItem = positionItem.extend({
  approvalStatus: z.enum(APPROVAL_STATUSES).nullable(),
  approvalNote: z.string().nullable(),
  department: z.object({ id: z.string(), name: z.string() }).nullable(),
  updatedAt: z.string(),
  /** whether the caller may edit it and change its status */
  canManage: z.boolean(),
  /** whether the caller may approve it */
  canApprove: z.boolean(),
});
export type RecruiterPositionItem = z.output<typeof recruiterPositionItem>;

/** How the recruiters' worklist sorts: last changed, last published, or by title. */
export const POSITION_SORTS = ['recent', 'published', 'title'] as const;
export type PositionSort = (typeof POSITION_SORTS)[number];
const person = z.object({ id: z.string(), name: z.string() });
/** A position in the recruiters' worklist: its candidates per pipeline stage, answers overdue, linked recruiters. */
export const worklistPosition = recruiterPositionItem.extend({
  /** finished applications per stage (the unfinished are not candidates yet) */
  stageCounts: z.object({
    new: z.number(),
    screening: z.number(),
    interview: z.number(),
    offer: z.number(),
    hired: z.number(),
    rejected: z.number(),
  }),
  /** candidates whose promised answer date has passed without a decision */
  overdue: z.number(),
  recruiters: z.array(person),
});
export type WorklistPosition = z.output<typeof worklistPosition>;
/** What the worklist's city and recruiter filters offer: those of the positions the caller sees with that status. */
export const worklistFacets = z.object({
  cities: z.array(z.object({ id: z.number(), name: z.string() })),
  recruiters: z.array(person),
});
export type WorklistFacets = z.output<typeof worklistFacets>;
export const recruiterPositionDetails = recruiterPositionItem.extend({
  /** the required skills with their names, for the form's chips */
  skills: z.array(requiredSkill),
  form: positionFields,
});
export type RecruiterPositionDetails = z.output<typeof recruiterPositionDetails>;

export const approvalGroup = z.object({
  id: z.string(),
  name: z.string(),
  members: z.array(z.object({ id: z.string(), name: z.string() })),
});

export const newsItem = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  url: z.string().nullable(),
  imageUrl: z.string().nullable(),
  publishedAt: z.string(),
});

/** A place for the location filter: a city (IBGE code) or a whole state. */
export const discoveryLocation = z.discriminatedUnion('type', [
  z.object({ type: z.literal('city'), id: z.number(), name: z.string(), state: z.string(), label: z.string() }),
  z.object({ type: z.literal('state'), code: z.string(), name: z.string(), label: z.string() }),
]);

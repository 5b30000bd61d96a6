import { z } from 'zod';
import { APPLICATION_STATUSES, PIPELINE_STAGES } from '../applications/schemas.ts';
import { STEP_KINDS } from '../positions/schemas.ts';

/** Application history requests start from 2015-01-01. */
export const REPORTS_SINCE = '2015-01-01';

const isRealDay = (value: string) => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};
/** A calendar day, YYYY-MM-DD. */
const day = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine(isRealDay);

/** The period of a career or report: from ≥ 2015-01-01, to ≥ from; both optional (the server defaults to the last 12 months). */
const periodFields = { from: day.optional(), to: day.optional() };
const checkPeriod = (period: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) => {
  if (period.from && period.from < REPORTS_SINCE) ctx.addIssue({ code: 'custom', path: ['from'], message: 'reports.before_history' });
  if (period.to && period.to < REPORTS_SINCE) ctx.addIssue({ code: 'custom', path: ['to'], message: 'reports.before_history' });
  if (period.from && period.to && period.to < period.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'reports.period_order' });
};
export const periodQuery = z.object(periodFields).superRefine(checkPeriod);
export type PeriodQuery = z.input<typeof periodQuery>;
export const reportQuery = z
  .object({ ...periodFields, positionId: z.string().uuid('reports.invalid_position').optional() })
  .superRefine(checkPeriod);
export type ReportQuery = z.input<typeof reportQuery>;

/** The period a report covers, as resolved by the server (YYYY-MM-DD, both inclusive). */
const period = z.object({ from: z.string(), to: z.string() });

/** One month of a company's pipeline (YYYY-MM): applications completed, hires, rejections, learning completions. */
const reportMonth = z.object({
  month: z.string(),
  submitted: z.number().int(),
  hired: z.number().int(),
  rejected: z.number().int(),
  /** average days from completing the application to the company's first answer, of that month's applications */
  averageDaysToAnswer: z.number().nullable(),
  /** contents concluded by the company's members among the company's contents */
  completions: z.number().int(),
});

export const companyReport = z.object({
  period,
  months: z.array(reportMonth),
  /** where the period's applications are now */
  stages: z.array(z.object({ stage: z.enum(PIPELINE_STAGES), count: z.number().int() })),
  /** the 10 positions with the most applications in the period */
  positions: z.array(
    z.object({ positionId: z.string(), title: z.string(), status: z.string(), submitted: z.number().int(), hired: z.number().int() }),
  ),
  answer: z.object({
    averageDays: z.number().nullable(),
    medianDays: z.number().nullable(),
    answered: z.number().int(),
    waiting: z.number().int(),
  }),
  totals: z.object({ submitted: z.number().int(), hired: z.number().int(), rejected: z.number().int(), completions: z.number().int() }),
  /** false for a recruiter who sees only the positions they are linked to */
  allPositions: z.boolean(),
});
export type CompanyReport = z.output<typeof companyReport>;

const CAREER_OUTCOMES = ['in_progress', 'under_analysis', 'hired', 'rejected', 'closed', 'given_up'] as const;
export type CareerOutcome = (typeof CAREER_OUTCOMES)[number];

/** One month of a person's history (YYYY-MM). */
const careerMonth = z.object({
  month: z.string(),
  applications: z.number().int(),
  closed: z.number().int(),
  contentsFinished: z.number().int(),
  pathwaysFinished: z.number().int(),
});

const careerApplication = z.object({
  id: z.string(),
  positionId: z.string(),
  positionTitle: z.string(),
  company: z.object({ name: z.string(), subdomain: z.string() }),
  status: z.enum(APPLICATION_STATUSES),
  outcome: z.enum(CAREER_OUTCOMES),
  startedAt: z.string(),
  submittedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type CareerApplication = z.output<typeof careerApplication>;

const careerLearningItem = z.object({
  kind: z.enum(['content', 'pathway']),
  id: z.string(),
  title: z.string(),
  state: z.enum(['in_progress', 'conclusion']),
  at: z.string(),
});

export const careerHistory = z.object({
  period,
  months: z.array(careerMonth),
  statuses: z.array(z.object({ outcome: z.enum(CAREER_OUTCOMES), count: z.number().int() })),
  /** the period's applications, last started first (at most 100) */
  applications: z.array(careerApplication),
  learning: z.object({
    contentsFinished: z.number().int(),
    pathwaysFinished: z.number().int(),
    inProgress: z.number().int(),
    /** the period's finished and in-progress contents and pathways, last moved first (at most 30) */
    items: z.array(careerLearningItem),
  }),
});
export type CareerHistory = z.output<typeof careerHistory>;

/** The CSV export's header row (pt-BR, the product's first language), one column per monthly series. */
export const REPORT_CSV_HEADER = [
  'Mês',
  'Candidaturas',
  'Contratações',
  'Recusas',
  'Tempo médio de resposta (dias)',
  'Conclusões de conteúdos',
];

/** The stages of the hiring funnel, in the pipeline's order; a rejection leaves it at the stage it had reached. */
export const FUNNEL_STAGES = ['new', 'screening', 'interview', 'offer', 'hired'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];
/** The stages a candidate spends time in: hired ends the way. */
export const STAY_STAGES = ['new', 'screening', 'interview', 'offer'] as const;

/**
 * Hiring analytics over a period (GET /v1/-/reports/hiring). The funnel, the times and the sources are about the
 * applications completed in the period (as the company report's); the steps' drop-off about the applications started
 * in it, completed or not.
 */
export const hiringReport = z.object({
  period,
  /** how many of the period's applications reached each stage or one beyond it (so never increasing), and the share of the stage before */
  funnel: z.array(z.object({ stage: z.enum(FUNNEL_STAGES), reached: z.number().int(), conversion: z.number().min(0).max(1) })),
  /** days from applying to the hire, among the period's applications hired; null without any */
  timeToHireDays: z.object({ median: z.number().nullable(), p75: z.number().nullable() }),
  /** the median days to hire of each month's applications (YYYY-MM, the period's months) */
  timeToHireTrend: z.array(z.object({ month: z.string(), median: z.number().nullable() })),
  /** median days a candidate stayed in each stage before moving on (stays not over yet are left out) */
  timeInStageDays: z.array(z.object({ stage: z.enum(STAY_STAGES), median: z.number().nullable() })),
  /** per source, the period's applications and how many of them were hired; most applications first */
  sources: z.array(z.object({ source: z.string(), applications: z.number().int(), hires: z.number().int() })),
  /** per step of applying, how many candidates started it and how many finished it, in the steps' order */
  stepDropOff: z.array(z.object({ step: z.enum(STEP_KINDS), started: z.number().int(), finished: z.number().int() })),
  /**
   * the positions with applications completed in the period, whichever one was asked for (the position filter's
   * choices), by title; at most 500
   */
  positions: z.array(z.object({ positionId: z.string(), title: z.string(), applications: z.number().int() })),
  /** false for a recruiter who sees only the positions they are linked to */
  allPositions: z.boolean(),
});
export type HiringReport = z.output<typeof hiringReport>;

/** The hiring CSV's tables, each under its own header row (pt-BR), one blank line between them. */
export const HIRING_CSV_HEADERS = {
  funnel: ['Etapa', 'Candidaturas que chegaram', 'Conversão da etapa anterior'],
  timeToHire: ['Tempo até a contratação (dias)', 'Mediana', 'Percentil 75'],
  trend: ['Mês', 'Mediana até a contratação (dias)'],
  timeInStage: ['Etapa', 'Mediana de dias na etapa'],
  sources: ['Origem', 'Candidaturas', 'Contratações'],
  steps: ['Etapa da candidatura', 'Começaram', 'Concluíram'],
} as const;

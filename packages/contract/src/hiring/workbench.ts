import { z } from 'zod';
import { PIPELINE_STAGES } from '../applications/schemas.ts';

/**
 * The recruiters' workbench: scorecards of a candidate (one per evaluator), message templates of a
 * company with placeholders, and actions on many candidates at once.
 */

/** A scorecard's recommendation, strongest first. */
export const RECOMMENDATIONS = ['strong_yes', 'yes', 'no', 'strong_no'] as const;
export type Recommendation = (typeof RECOMMENDATIONS)[number];
export const MIN_SCORE = 1;
export const MAX_SCORE = 5;
export const MAX_EVALUATION_CRITERIA = 20;

const criterionText = z.string().trim().min(1).max(120);

export const evaluationScore = z.object({ criterion: criterionText, score: z.number().int().min(MIN_SCORE).max(MAX_SCORE) });
export type EvaluationScore = z.output<typeof evaluationScore>;

/** What a recruiter sends for their scorecard; scores may leave out any criterion (or all). */
export const evaluationBody = z.object({
  recommendation: z.enum(RECOMMENDATIONS),
  note: z.string().trim().max(4000).nullable().default(null),
  scores: z
    .array(evaluationScore)
    .max(MAX_EVALUATION_CRITERIA * 2)
    .default([])
    .refine((scores) => new Set(scores.map((item) => item.criterion)).size === scores.length, 'evaluation.criterion_twice'),
});
export type EvaluationBody = z.input<typeof evaluationBody>;

/** A candidate's scores in a list: the average of every score given (null when none) and how many evaluated. */
export const evaluationSummary = z.object({ average: z.number().nullable(), count: z.number().int() });
export type EvaluationSummary = z.output<typeof evaluationSummary>;

export const evaluation = z.object({
  evaluatorId: z.string(),
  evaluatorName: z.string(),
  recommendation: z.enum(RECOMMENDATIONS),
  note: z.string().nullable(),
  scores: z.array(evaluationScore),
  /** the average of this scorecard's scores, null when it scores nothing */
  average: z.number().nullable(),
  /** the caller wrote it: only they may change it */
  mine: z.boolean(),
  updatedAt: z.string(),
});
export type Evaluation = z.output<typeof evaluation>;

/** An application's scorecards as the position's recruiters read them, with the criteria to score. */
export const applicationEvaluations = z.object({
  /** the position's required skills, then the criteria it defines (`evaluationCriteria`) */
  criteria: z.array(z.string()),
  summary: evaluationSummary,
  items: z.array(evaluation),
});
export type ApplicationEvaluations = z.output<typeof applicationEvaluations>;

/** The placeholders a template may use: the candidate's name, the position's title, the company's name. */
export const TEMPLATE_PLACEHOLDERS = ['nome', 'vaga', 'empresa'] as const;
export type TemplateValues = Record<(typeof TEMPLATE_PLACEHOLDERS)[number], string>;
/**
 * `{{`, a run without braces, `}}`; the name is that run trimmed (spaces around it are allowed: `{{ nome }}`). One
 * quantifier, and the trim in code, on purpose: with optional spaces on both sides of the name inside the pattern, a
 * `{{` that never closes made the engine try every way of sharing the spaces after it among the three (n³ steps: one
 * `{{` and a few thousand spaces held the server for seconds). This way a `{{` costs one pass over the run after it.
 */
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

/** Whether every {{…}} of a text is a known placeholder. */
export const usesKnownPlaceholders = (text: string) =>
  Array.from(text.matchAll(PLACEHOLDER)).every((match) => (TEMPLATE_PLACEHOLDERS as readonly string[]).includes((match[1] ?? '').trim()));

/**
 * A template's text with its placeholders filled, as plain text (the e-mail escapes it: a name with markup stays
 * text). The server's e-mails and the screen's preview use this same function; its cost is one pass over the text.
 */
export const fillTemplate = (text: string, values: TemplateValues) =>
  text.replace(PLACEHOLDER, (whole, inner: string) => {
    const name = inner.trim();
    // own keys only: `{{toString}}` in a preview is text, not the object's method
    return Object.hasOwn(values, name) ? values[name as keyof TemplateValues] : whole;
  });

export const MAX_MESSAGE_TEMPLATES = 100;
/** A template's subject or text: past `max` the placeholders are not read (the length alone refuses it). */
const templateText = (max: number) =>
  z.string().trim().min(1).max(max, { abort: true }).refine(usesKnownPlaceholders, 'message_template.unknown_placeholder');

export const messageTemplateBody = z.object({
  name: z.string().trim().min(1).max(120),
  subject: templateText(200),
  body: templateText(5000),
});
export type MessageTemplateBody = z.input<typeof messageTemplateBody>;

export const messageTemplate = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  /** one of the defaults every company has: used as it is, never changed (a company writes its own from it) */
  builtIn: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type MessageTemplate = z.output<typeof messageTemplate>;

/** The defaults every company has, in pt-BR: declined after analysis, invited to an interview, moved forward. */
export const DEFAULT_MESSAGE_TEMPLATES: readonly MessageTemplate[] = [
  {
    id: 'padrao-nao-selecionado',
    name: 'Não selecionado após análise',
    subject: 'Sua candidatura para {{vaga}}',
    body:
      'Olá, {{nome}}!\n\nAgradecemos o seu interesse na vaga {{vaga}} e o tempo dedicado ao processo seletivo. ' +
      'Depois de analisar com cuidado o seu perfil, decidimos seguir com outros candidatos nesta etapa.\n\n' +
      'Essa decisão não diminui a sua trajetória: o seu perfil continua no nosso banco de talentos e poderá ser ' +
      'considerado em novas oportunidades. Desejamos sucesso nos seus próximos passos.\n\nAtenciosamente,\nEquipe {{empresa}}',
    builtIn: true,
    updatedAt: null,
  },
  {
    id: 'padrao-convite-entrevista',
    name: 'Convite para entrevista',
    subject: 'Convite para entrevista: {{vaga}}',
    body:
      'Olá, {{nome}}!\n\nGostamos muito do seu perfil e queremos conhecer você melhor. Você foi selecionado(a) para a ' +
      'etapa de entrevista da vaga {{vaga}}.\n\nEm breve entraremos em contato para combinar o dia e o horário. ' +
      'Se tiver alguma dúvida, responda pela conversa da candidatura na Trilha.\n\nAté breve,\nEquipe {{empresa}}',
    builtIn: true,
    updatedAt: null,
  },
  {
    id: 'padrao-proxima-etapa',
    name: 'Avançou para a próxima etapa',
    subject: 'Você avançou no processo: {{vaga}}',
    body:
      'Olá, {{nome}}!\n\nBoas notícias: a sua candidatura para a vaga {{vaga}} avançou para a próxima etapa do ' +
      'processo seletivo.\n\nAcompanhe as novidades em Minhas candidaturas na Trilha. Obrigado pelo seu interesse em ' +
      'fazer parte da {{empresa}}!\n\nAbraços,\nEquipe {{empresa}}',
    builtIn: true,
    updatedAt: null,
  },
];

/** The default a decline without a template or message sends. */
export const DECLINE_TEMPLATE_ID = 'padrao-nao-selecionado';

export const MAX_BULK_CANDIDATES = 200;
/** Stages a bulk move reaches: the closing ones are a decline (rejected) or a hire, one candidate at a time. */
export const BULK_STAGES = PIPELINE_STAGES.filter((stage) => stage !== 'hired' && stage !== 'rejected') as [
  'new',
  'screening',
  'interview',
  'offer',
];

/** Moves or declines many candidates of one position at once: all of them or none. */
export const bulkCandidatesBody = z
  .object({
    applicationIds: z
      .array(z.string().uuid('application.bulk_invalid_id'))
      .min(1, 'application.bulk_none')
      .max(MAX_BULK_CANDIDATES, 'application.bulk_too_many'),
    action: z.enum(['move', 'decline']),
    stage: z.enum(BULK_STAGES).optional(),
    /** the template whose subject and text each candidate receives (placeholders filled) */
    templateId: z.string().trim().min(1).max(200).optional(),
    /** the text sent instead of the template's (placeholders filled too) */
    message: z.string().trim().max(5000, { abort: true }).refine(usesKnownPlaceholders, 'message_template.unknown_placeholder').optional(),
  })
  .refine((body) => body.action !== 'move' || body.stage !== undefined, { message: 'required', path: ['stage'] });
export type BulkCandidatesBody = z.input<typeof bulkCandidatesBody>;

export const bulkCandidatesResult = z.object({ changed: z.number().int(), emailed: z.number().int() });

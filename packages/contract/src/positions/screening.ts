import { z } from 'zod';
import { plainText } from '../identity/text.ts';

/**
 * Screening questions: a `questions` step's question is free text (as it always was) or a question the candidate
 * answers yes or no, by one or several of its options, or with a number. A question may be eliminatory ("knockout"):
 * the answers it accepts (yes/no and choices) or the least number. A candidate who fails one still sends the
 * application, told beforehand; the recruiter sees who passed and may have the position decline the others later.
 */
export const SCREENING_KINDS = ['text', 'yes_no', 'single_choice', 'multiple_choice', 'number'] as const;
export type ScreeningKind = (typeof SCREENING_KINDS)[number];

/** A yes/no question's answers, as the candidate sends them and a knockout names them. */
export const YES_NO = ['yes', 'no'] as const;

const option = plainText(200, 1);
const knockout = z.union([
  z.object({ accept: z.array(option).min(1).max(20) }),
  z.object({ min: z.number().finite().min(-1_000_000_000).max(1_000_000_000) }),
]);
export type Knockout = z.output<typeof knockout>;

export const screeningQuestion = z
  .object({
    text: plainText(500, 1),
    kind: z.enum(SCREENING_KINDS).default('text'),
    /** the choices of a single or multiple choice question, in the order shown */
    options: z.array(option).min(2).max(20).optional(),
    knockout: knockout.nullable().optional(),
  })
  .superRefine((question, context) => {
    const choices = question.kind === 'single_choice' || question.kind === 'multiple_choice';
    if (choices && !question.options) context.addIssue({ code: 'custom', path: ['options'], message: 'required' });
    if (!choices && question.options) context.addIssue({ code: 'custom', path: ['options'], message: 'invalid' });
    if (choices && question.options && new Set(question.options).size !== question.options.length)
      context.addIssue({ code: 'custom', path: ['options'], message: 'invalid' });
    const rule = question.knockout;
    if (!rule) return;
    if (question.kind === 'text') context.addIssue({ code: 'custom', path: ['knockout'], message: 'invalid' });
    if ('min' in rule && question.kind !== 'number') context.addIssue({ code: 'custom', path: ['knockout'], message: 'invalid' });
    if ('accept' in rule) {
      const allowed: readonly string[] = question.kind === 'yes_no' ? YES_NO : (question.options ?? []);
      if (question.kind === 'number' || rule.accept.some((value) => !allowed.includes(value)))
        context.addIssue({ code: 'custom', path: ['knockout', 'accept'], message: 'invalid' });
    }
  });
export type ScreeningQuestion = z.output<typeof screeningQuestion>;

/** The longest delay before knocked-out candidates are declined: a month. */
export const MAX_AUTO_DECLINE_HOURS = 720;

/**
 * A position's choice to decline, with one of the company's message templates, the candidates who failed an
 * eliminatory question once `afterHours` have passed since they applied (never at once: the company may still look,
 * and a candidate moved on by a recruiter is left alone).
 */
export const autoDecline = z.object({
  afterHours: z.number().int().min(1).max(MAX_AUTO_DECLINE_HOURS),
  templateId: z.string().min(1).max(100),
});
export type AutoDecline = z.output<typeof autoDecline>;

/** An answer as the candidate sends it: text, a yes/no or an option, several options, or a number. */
export type ScreeningAnswer = string | string[] | number;

/**
 * The answer to `question` checked against its kind, or the error code of a field: a yes/no is one of YES_NO, a
 * choice one of the options (several, no repeats, for multiple choice), a number a finite number.
 */
export function checkScreeningAnswer(
  question: ScreeningQuestion,
  answer: ScreeningAnswer,
): { answer: ScreeningAnswer } | { error: string } {
  switch (question.kind) {
    case 'text':
      return typeof answer === 'string' ? { answer } : { error: 'invalid' };
    case 'yes_no':
      return typeof answer === 'string' && (YES_NO as readonly string[]).includes(answer) ? { answer } : { error: 'required' };
    case 'single_choice':
      return typeof answer === 'string' && question.options?.includes(answer) ? { answer } : { error: 'required' };
    case 'multiple_choice': {
      const list = Array.isArray(answer) ? answer : null;
      if (!list || list.length === 0) return { error: 'required' };
      if (new Set(list).size !== list.length || list.some((value) => !question.options?.includes(value))) return { error: 'invalid' };
      return { answer: question.options?.filter((value) => list.includes(value)) ?? [] };
    }
    case 'number':
      return typeof answer === 'number' && Number.isFinite(answer) ? { answer } : { error: 'required' };
  }
}

/** Whether an answer fails its question's knockout (a question without one fails nobody). */
export function failsKnockout(question: ScreeningQuestion, answer: ScreeningAnswer | null): boolean {
  const rule = question.knockout;
  if (!rule) return false;
  if ('min' in rule) return typeof answer !== 'number' || answer < rule.min;
  const given = Array.isArray(answer) ? answer : typeof answer === 'string' ? [answer] : [];
  // a choice passes with at least one accepted option among those chosen ("which licences do you hold?", accepting B)
  return !given.some((value) => rule.accept.includes(value));
}

/** The screening of an application's answers: null when no question is eliminatory, else who passed and what failed. */
export function screeningOf(
  questions: readonly ScreeningQuestion[],
  answers: readonly (ScreeningAnswer | null)[],
): { passed: boolean; failed: string[] } | null {
  if (!questions.some((question) => question.knockout)) return null;
  const failed = questions.filter((question, index) => failsKnockout(question, answers[index] ?? null)).map((question) => question.text);
  return { passed: failed.length === 0, failed };
}

import type { PositionStep, StepKind } from '../positions/schemas.ts';

/**
 * The ways each step can be answered (issue 28: accessible alternatives). Offered to everyone, highlighted for
 * candidates whose profile says PcD. The server accepts exactly these and the screens' notes list exactly these, so
 * a step never promises what it does not take.
 */
export const ANSWER_ALTERNATIVES = ['video', 'written', 'trilha_profile', 'pdf'] as const;
export type AnswerAlternative = (typeof ANSWER_ALTERNATIVES)[number];

const BY_KIND: Record<StepKind, readonly AnswerAlternative[]> = {
  videos: [],
  faq: [],
  profile: ['trilha_profile', 'pdf'],
  questions: [],
  video_answer: ['video', 'written'],
};

/** The alternatives a step offers, in the order the screens list them (a profile step without a resume has none). */
export const alternativesOf = (step: PositionStep): readonly AnswerAlternative[] =>
  step.kind === 'profile' && !step.resume ? [] : BY_KIND[step.kind];

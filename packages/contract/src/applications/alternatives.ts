import type { PositionStep, StepKind } from '../jobs/schemas.ts';

/**
 * The ways each step can be answered (issue 28: accessible alternatives). Offered to everyone, highlighted for
 * candidates whose profile says PcD. The server accepts exactly these and the screens' notes list exactly these, so
 * a step never promises what it does not take.
 */
export const ANSWER_ALTERNATIVES = ['video', 'written'] as const;
export type AnswerAlternative = (typeof ANSWER_ALTERNATIVES)[number];

const BY_KIND: Record<StepKind, readonly AnswerAlternative[]> = {
  videos: [],
  faq: [],
  profile: [],
  questions: [],
  video_answer: ['video', 'written'],
};

/** The alternatives a step offers, in the order the screens list them. */
export const alternativesOf = (step: Pick<PositionStep, 'kind'>): readonly AnswerAlternative[] => BY_KIND[step.kind];

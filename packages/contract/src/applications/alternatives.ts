import type { PositionStep, StepKind } from '../positions/schemas.ts';

/**
 * The ways each step can be answered (accessible alternatives). Offered to everyone, highlighted for
 * candidates whose profile says PcD. The server accepts exactly these and the screens' notes list exactly these, so
 * a step never promises what it does not take.
 */
export const ANSWER_ALTERNATIVES = ['video', 'written', 'trilha_profile', 'pdf', 'audio', 'document'] as const;
export type AnswerAlternative = (typeof ANSWER_ALTERNATIVES)[number];

const BY_KIND: Record<StepKind, readonly AnswerAlternative[]> = {
  videos: [],
  faq: [],
  profile: ['trilha_profile', 'pdf', 'document'],
  questions: ['written', 'audio'],
  video_answer: ['video', 'written'],
};

/** The alternatives a step offers, in the order the screens list them (a profile step without a resume has none). */
export const alternativesOf = (step: PositionStep): readonly AnswerAlternative[] =>
  step.kind === 'profile' && !step.resume ? [] : BY_KIND[step.kind];

/** How much longer a candidate whose profile says PcD has when a step sets a time limit (the video answer's). */
export const EXTRA_TIME_FACTOR = 1.5;

/**
 * The time limit a candidate has for a timed step (the video answer, recorded or written), in seconds: the position's,
 * with extra time (EXTRA_TIME_FACTOR) for candidates whose profile says PcD. Null for a step without a limit.
 */
export const timeLimitOf = (step: PositionStep, pcd: boolean): number | null =>
  step.kind === 'video_answer' ? Math.round(step.maxSeconds * (pcd ? EXTRA_TIME_FACTOR : 1)) : null;

/**
 * How long after a timed step's limit its answer is still taken, by the way it was answered (the server
 * enforces the limit): a recorded or chosen video needs its upload (25 MB at about 2 Mbit/s takes under 2 minutes);
 * a written answer only the time to press "Enviar resposta" once the field has locked.
 */
export const ANSWER_GRACE_SECONDS = { video: 120, written: 30 } as const;

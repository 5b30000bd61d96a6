import { type ApplicationAnswers, type ApplicationEvent, applicationAnswers, type PositionStep, positionStep } from '@trilha/contract';
import type { EventRecord } from './applications.data.ts';

/** A position's stored steps, read through the contract (a step that no longer parses is left out). */
export const stepsOf = (stored: unknown[]): PositionStep[] =>
  stored.flatMap((step) => {
    const parsed = positionStep.safeParse(step);
    return parsed.success ? [parsed.data] : [];
  });

/** The stored answers without the upload index (files not yet used by a step stay private to the server). */
export function answersOf(stored: Record<string, unknown>): ApplicationAnswers {
  const parsed = applicationAnswers.safeParse({ profile: stored.profile, questions: stored.questions, video_answer: stored.video_answer });
  return parsed.success ? parsed.data : {};
}

export const toEvent = (row: EventRecord): ApplicationEvent => ({
  id: row.id,
  kind: row.kind as ApplicationEvent['kind'],
  detail: row.detail,
  note: row.note,
  at: row.at.toISOString(),
  actorName: row.actorName,
});

import { ANSWER_GRACE_SECONDS, type PositionStep, type StepAnswer, type TimedStepClock, timeLimitOf } from '@trilha/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { isPcdProfile } from '../profile/index.ts';
import { findStepClock, type StepClock, startStepClock } from './step-clocks.data.ts';

const SECOND = 1000;

function clockView(step: PositionStep['kind'], clock: StepClock, now: Date): TimedStepClock {
  const ends = clock.startedAt.getTime() + clock.limitSeconds * SECOND;
  return {
    step,
    startedAt: clock.startedAt.toISOString(),
    limitSeconds: clock.limitSeconds,
    endsAt: new Date(ends).toISOString(),
    remainingSeconds: Math.max(0, Math.ceil((ends - now.getTime()) / SECOND)),
  };
}

/**
 * Starts the clock of a timed step (the video answer) for its candidate, with the limit they have now (timeLimitOf:
 * PcD extra time when their profile says PcD), or answers the clock already running: starting again never resets it.
 * A step without a limit has no clock.
 */
export async function startTimedStepClock(deps: Deps, applicationId: string, userId: string, step: PositionStep): Promise<TimedStepClock> {
  const limit = timeLimitOf(step, await isPcdProfile(deps.db, userId));
  if (limit === null) throw new AppError('application.untimed_step');
  const now = deps.clock.now();
  return clockView(step.kind, await startStepClock(deps.db, applicationId, step.kind, now, limit), now);
}

/**
 * The server's side of a timed step's limit: its answer must come within the limit the candidate had when they
 * started it, plus a grace for sending it (ANSWER_GRACE_SECONDS: a video's upload, a written answer's click). An
 * answer to a step never started is refused too: otherwise skipping the start would skip the limit.
 */
export async function assertAnsweredInTime(deps: Deps, applicationId: string, step: PositionStep, body: StepAnswer): Promise<void> {
  if (timeLimitOf(step, false) === null) return;
  const clock = await findStepClock(deps.db, applicationId, step.kind);
  if (!clock) throw new AppError('application.not_started');
  const grace = body.kind === 'video_answer' && !body.text ? ANSWER_GRACE_SECONDS.video : ANSWER_GRACE_SECONDS.written;
  const deadline = clock.startedAt.getTime() + (clock.limitSeconds + grace) * SECOND;
  if (deps.clock.now().getTime() > deadline) throw new AppError('application.time_over');
}

import type { Queryable } from '../../platform/db/connect.ts';
import { statement } from '../../platform/db/statements.ts';

/** A timed step's clock: when the candidate started it and the limit they had then (application_step_clocks). */
export interface StepClock {
  startedAt: Date;
  limitSeconds: number;
}

// one row per application and step: a second start finds the first one's row and keeps it (do update sets nothing
// new, so the row comes back in one round trip either way)
const start = statement<[string, string, Date, number], StepClock>(
  'applications.step_clock_start',
  `insert into application_step_clocks (application_id, step, started_at, limit_seconds) values ($1::uuid, $2, $3, $4)
   on conflict (application_id, step) do update set step = excluded.step
   returning started_at as "startedAt", limit_seconds as "limitSeconds"`,
);
/** Starts a step's clock, or answers the one already running: starting again never resets it. */
export const startStepClock = async (q: Queryable, applicationId: string, step: string, at: Date, limitSeconds: number) =>
  (await start.run(q, applicationId, step, at, limitSeconds))[0] as StepClock;

const byStep = statement<[string, string], StepClock>(
  'applications.step_clock',
  `select started_at as "startedAt", limit_seconds as "limitSeconds" from application_step_clocks
   where application_id = $1::uuid and step = $2`,
);
/** The clock of an application's step, or null when the candidate never started it. */
export const findStepClock = async (q: Queryable, applicationId: string, step: string) =>
  (await byStep.run(q, applicationId, step))[0] ?? null;

import type { Deps } from './deps.ts';

/**
 * Work that runs on a timer in every API process; each job is safe to run concurrently (row locks,
 * idempotent updates). Modules declare theirs in `*.jobs.ts`; modules/jobs.ts lists them all.
 */
export interface Job {
  name: string;
  every: number;
  run: (deps: Deps) => Promise<unknown>;
}

/** The platform's own job: deliver the e-mail outbox. */
const OUTBOX_DELIVERY: Job = { name: 'outbox delivery', every: 2_000, run: (deps) => deps.mailer.deliverPending() };

export function startBackgroundJobs(deps: Deps, moduleJobs: Job[]): () => void {
  const timers = [OUTBOX_DELIVERY, ...moduleJobs].map(({ name, every, run }) => {
    let busy = false;
    const timer = setInterval(async () => {
      if (busy) return;
      busy = true;
      try {
        await run(deps);
        deps.metrics.jobRuns.inc({ job: name, outcome: 'ok' });
      } catch (error) {
        deps.metrics.jobRuns.inc({ job: name, outcome: 'failed' });
        deps.log.error({ err: error, job: name }, 'background job failed');
      } finally {
        busy = false;
      }
    }, every);
    timer.unref();
    return timer;
  });
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}

import type { Deps } from './deps.ts';

type Job = (deps: Deps) => Promise<unknown>;

/** Work that runs on a timer in every API process; each job is safe to run concurrently (row locks, idempotent updates). */
const jobs: { every: number; run: Job }[] = [{ every: 2_000, run: (deps) => deps.mailer.deliverPending() }];

export function registerJob(every: number, run: Job): void {
  jobs.push({ every, run });
}

export function startBackgroundJobs(deps: Deps): () => void {
  const timers = jobs.map(({ every, run }) => {
    let busy = false;
    const timer = setInterval(async () => {
      if (busy) return;
      busy = true;
      try {
        await run(deps);
      } catch (error) {
        deps.log.error({ err: error }, 'background job failed');
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

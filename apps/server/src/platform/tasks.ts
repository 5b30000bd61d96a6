import { randomUUID } from 'node:crypto';
import type { Deps } from './deps.ts';
import { giveTaskLease, takeTaskLease } from './task-lease.data.ts';

/**
 * Work that runs on a timer. Modules declare theirs in `*.tasks.ts` and name them in their index.ts descriptor. Every
 * API process ticks every job, but a run happens only in the process that takes the job's lease in the database
 * (task-lease.data.ts): one run at a time across all processes, once per interval (the lease is kept for most of
 * `every` after a run), each unit of work once. A process that dies mid-run leaves its lease to expire (`leaseMs`) and
 * another takes over.
 */
export interface Task {
  name: string;
  every: number;
  run: (deps: Deps) => Promise<unknown>;
  /** the longest one run may take before another process may start the job again (default 5 minutes) */
  leaseMs?: number;
}

const DEFAULT_LEASE_MS = 5 * 60_000;

/** The platform's own job: deliver the e-mail outbox. */
const OUTBOX_DELIVERY: Task = { name: 'outbox delivery', every: 2_000, run: (deps) => deps.mailer.deliverPending() };

/** Runs `job` once if this process takes its lease; answers whether it ran. Failures are logged and counted. */
export async function runTaskOnce(deps: Deps, job: Task, holder: string): Promise<boolean> {
  try {
    if (!(await takeTaskLease(deps.db, job.name, holder, job.leaseMs ?? DEFAULT_LEASE_MS))) return false;
  } catch (error) {
    // the database is away: the next tick tries again (the request path reports the outage)
    deps.metrics.jobRuns.inc({ job: job.name, outcome: 'skipped' });
    deps.log.debug({ err: error, job: job.name }, 'background job lease not taken');
    return false;
  }
  try {
    await job.run(deps);
    deps.metrics.jobRuns.inc({ job: job.name, outcome: 'ok' });
  } catch (error) {
    deps.metrics.jobRuns.inc({ job: job.name, outcome: 'failed' });
    deps.log.error({ err: error, job: job.name }, 'background job failed');
  } finally {
    await giveTaskLease(deps.db, job.name, holder, job.every * 0.9).catch(() => undefined);
  }
  return true;
}

/** Ticks every job in this process (`TASKS=0` starts none: a web tier); returns the stop function. */
export function startTasks(deps: Deps, moduleTasks: Task[]): () => void {
  const holder = `${process.pid}-${randomUUID()}`;
  const timers = [OUTBOX_DELIVERY, ...moduleTasks].map((job) => {
    let busy = false;
    const timer = setInterval(async () => {
      if (busy) return;
      busy = true;
      try {
        await runTaskOnce(deps, job, holder);
      } finally {
        busy = false;
      }
    }, job.every);
    timer.unref();
    return timer;
  });
  return () => {
    for (const timer of timers) clearInterval(timer);
  };
}

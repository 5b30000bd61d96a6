import type { Queryable } from './db/connect.ts';
import { statement } from './db/statements.ts';

// One statement takes the lease: inserted the first time, taken when it has expired (by any process, its last holder
// too). The database's own clock decides, so processes on machines whose clocks differ agree.
const take = statement<[name: string, holder: string, ttlMs: number], { holder: string }>(
  'tasks.take_lease',
  `insert into task_leases (name, holder, until) values ($1, $2, now() + $3::int * interval '1 millisecond')
   on conflict (name) do update set holder = excluded.holder, until = excluded.until
     where task_leases.until < now()
   returning holder`,
);
const give = statement<[name: string, holder: string, pauseMs: number], never>(
  'tasks.give_lease',
  `update task_leases set until = now() + $3::int * interval '1 millisecond' where name = $1 and holder = $2`,
);

/** Whether `holder` now holds the task's lease for `ttlMs` (false: another process runs the task). */
export async function takeTaskLease(q: Queryable, name: string, holder: string, ttlMs: number): Promise<boolean> {
  return (await take.run(q, name, holder, ttlMs)).length > 0;
}

/**
 * Gives the lease back when a run ends, held for `pauseMs` more: the next run, in whichever process ticks first after
 * that, comes one interval later, so a job runs once per interval however many processes tick it.
 */
export async function giveTaskLease(q: Queryable, name: string, holder: string, pauseMs: number): Promise<void> {
  await give.run(q, name, holder, Math.round(pauseMs));
}

const drop = statement<[name: string, holder: string], never>(
  'tasks.drop_lease',
  `delete from task_leases where name = $1 and holder = $2`,
);

/** Ends a lease taken for one piece of work (not a recurring task), so its row does not stay behind. */
export async function dropTaskLease(q: Queryable, name: string, holder: string): Promise<void> {
  await drop.run(q, name, holder);
}

import type { Queryable } from './db/connect.ts';
import { statement } from './db/statements.ts';

export interface QuickLimit {
  key: string;
  max: number;
}

/**
 * `takeAllowance` (throttle.data.ts) for requests that must stay cheap (every search): one statement counts each key's
 * events within the window and records one under each key only when every key is under its `max`, so a refusal
 * records nothing. Its commit does not wait for the disk (`synchronous_commit` off for this statement's own
 * transaction): a crash forgets at most the last moment's events, which only lets a few more searches through.
 * Two attempts in flight at the same instant do not see each other, so a parallel burst may pass `max` by as many
 * attempts as ran at once; the counts stay in PostgreSQL, shared by every process.
 */
const take = statement<[keys: string[], maxes: number[], now: Date, windowMs: number], { allowed: boolean }>(
  'throttle.take_quick',
  `with used as (
     select k.max, (select count(*) from throttle_events e
       where e.key = k.key and e.at > $3::timestamptz - $4::int * interval '1 millisecond') as events
     from unnest($1::text[], $2::int[]) as k(key, max)
   ), verdict as (select coalesce(bool_and(events < max), true) as allowed from used),
   recorded as (
     insert into throttle_events (key, at)
     select key, $3::timestamptz from unnest($1::text[]) as k(key) where (select allowed from verdict)
   )
   select (select allowed from verdict) as allowed, set_config('synchronous_commit', 'off', true) as commit_mode`,
);

/** Records one event under each key unless one of them already has `max` within the window; tells whether it did. */
export async function takeQuickAllowance(q: Queryable, limits: QuickLimit[], now: Date, windowMs: number): Promise<boolean> {
  const [row] = await take.run(
    q,
    limits.map((limit) => limit.key),
    limits.map((limit) => limit.max),
    now,
    windowMs,
  );
  return row?.allowed ?? false;
}

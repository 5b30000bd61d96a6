import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import { throttleEvents } from '../db/schema/index.ts';
import type { Queryable } from './db/connect.ts';

export interface Limit {
  key: string;
  max: number;
}

/**
 * Records one attempt under each key and tells whether any key went over its limit within the window.
 * Recording first means parallel attempts see each other, so a burst cannot slip past the count.
 * The caller keeps the returned ids on failure and forgets them (`forgetAttempts`) otherwise.
 */
export async function recordAttempt(
  q: Queryable,
  limits: Limit[],
  now: Date,
  windowMs: number,
): Promise<{ ids: string[]; limited: boolean }> {
  const rows = await q
    .insert(throttleEvents)
    .values(limits.map(({ key }) => ({ key, at: now })))
    .returning({ id: throttleEvents.id });
  const since = new Date(now.getTime() - windowMs);
  const counts = await q
    .select({ key: throttleEvents.key, count: sql<number>`count(*)::int` })
    .from(throttleEvents)
    .where(
      and(
        inArray(
          throttleEvents.key,
          limits.map((limit) => limit.key),
        ),
        gt(throttleEvents.at, since),
      ),
    )
    .groupBy(throttleEvents.key);
  // `count` includes this attempt: over `max` means `max` earlier attempts already counted.
  const limited = limits.some((limit) => (counts.find((row) => row.key === limit.key)?.count ?? 0) > limit.max);
  return { ids: rows.map((row) => row.id), limited };
}

export async function forgetAttempts(q: Queryable, ids: string[]): Promise<void> {
  if (ids.length > 0) await q.delete(throttleEvents).where(inArray(throttleEvents.id, ids));
}

/** Old events only cost space: a background job drops them. */
export async function purgeThrottleEvents(q: Queryable, before: Date): Promise<void> {
  await q.delete(throttleEvents).where(lt(throttleEvents.at, before));
}

export interface KeyStats {
  count: number;
  last: Date | null;
}

/** How many events each key has since `since`, and the newest one's time. */
export async function keyStats(q: Queryable, keys: string[], since: Date): Promise<Map<string, KeyStats>> {
  const rows = await q
    .select({ key: throttleEvents.key, count: sql<number>`count(*)::int`, last: sql<string>`max(${throttleEvents.at})` })
    .from(throttleEvents)
    .where(and(inArray(throttleEvents.key, keys), gt(throttleEvents.at, since)))
    .groupBy(throttleEvents.key);
  const stats = new Map<string, KeyStats>(keys.map((key) => [key, { count: 0, last: null }]));
  for (const row of rows) stats.set(row.key, { count: row.count, last: row.last ? new Date(row.last) : null });
  return stats;
}

/** Records `times` events under each key. */
export async function addEvents(q: Queryable, keys: string[], now: Date, times = 1): Promise<void> {
  const values = keys.flatMap((key) => Array.from({ length: times }, () => ({ key, at: now })));
  if (values.length > 0) await q.insert(throttleEvents).values(values);
}

export interface WindowedLimit extends Limit {
  windowMs: number;
}

/**
 * A plain rate limit: `cost` events under each key unless one would pass its `max` within its window,
 * in which case nothing stays recorded and the answer is false. Recording first and checking after means
 * a parallel burst sees itself.
 */
export async function takeAllowance(q: Queryable, limits: WindowedLimit[], now: Date, cost = 1): Promise<boolean> {
  const rows = await q
    .insert(throttleEvents)
    .values(limits.flatMap(({ key }) => Array.from({ length: cost }, () => ({ key, at: now }))))
    .returning({ id: throttleEvents.id });
  for (const limit of limits) {
    const stats = await keyStats(q, [limit.key], new Date(now.getTime() - limit.windowMs));
    if ((stats.get(limit.key)?.count ?? 0) > limit.max) {
      await forgetAttempts(
        q,
        rows.map((row) => row.id),
      );
      return false;
    }
  }
  return true;
}

export interface Spend extends WindowedLimit {
  /** events this action records under the key (a batch of invites costs its size to its sender, 1 to each recipient) */
  cost: number;
}

/**
 * Like `takeAllowance`, with a cost per key: all of it is recorded, or none when one key would pass its `max` within
 * its window. Returns the recorded events' ids (to give them back with `forgetAttempts` when the action fails), or
 * null when refused.
 */
export async function takeAllowances(q: Queryable, spends: Spend[], now: Date): Promise<string[] | null> {
  const values = spends.flatMap(({ key, cost }) => Array.from({ length: cost }, () => ({ key, at: now })));
  if (values.length === 0) return [];
  const ids = (await q.insert(throttleEvents).values(values).returning({ id: throttleEvents.id })).map((row) => row.id);
  const windows = new Map<number, Spend[]>();
  for (const spend of spends) windows.set(spend.windowMs, [...(windows.get(spend.windowMs) ?? []), spend]);
  for (const [windowMs, group] of windows) {
    const stats = await keyStats(
      q,
      group.map((spend) => spend.key),
      new Date(now.getTime() - windowMs),
    );
    if (group.some((spend) => (stats.get(spend.key)?.count ?? 0) > spend.max)) {
      await forgetAttempts(q, ids);
      return null;
    }
  }
  return ids;
}

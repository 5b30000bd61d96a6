import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import { throttleEvents } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';

export interface Limit {
  key: string;
  max: number;
}

/**
 * Records one attempt under each key and tells whether any key went over its limit within the window.
 * Recording first means parallel attempts see each other, so a burst cannot slip past the count.
 * The caller keeps the returned ids on failure and forgets them (`forgetAttempts`) otherwise.
 */
export async function recordAttempt(q: Queryable, limits: Limit[], now: Date, windowMs: number): Promise<{ ids: string[]; limited: boolean }> {
  const rows = await q
    .insert(throttleEvents)
    .values(limits.map(({ key }) => ({ key, at: now })))
    .returning({ id: throttleEvents.id });
  const since = new Date(now.getTime() - windowMs);
  const counts = await q
    .select({ key: throttleEvents.key, count: sql<number>`count(*)::int` })
    .from(throttleEvents)
    .where(and(inArray(throttleEvents.key, limits.map((limit) => limit.key)), gt(throttleEvents.at, since)))
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

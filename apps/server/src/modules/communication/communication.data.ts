import type { CommunicationSettings } from '@trilha/contract';
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { type CommunicationRow, communicationPreferences, users } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';

export async function findPreferences(q: Queryable, userId: string): Promise<{ row: CommunicationRow | null; region: string } | null> {
  const [found] = await q
    .select({ row: communicationPreferences, region: users.region })
    .from(users)
    .leftJoin(communicationPreferences, eq(communicationPreferences.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return found ?? null;
}

export async function upsertPreferences(
  q: Queryable,
  userId: string,
  settings: CommunicationSettings,
  nextDueAt: Date | null,
  now: Date,
): Promise<void> {
  const values = { ...settings, nextDueAt, updatedAt: now };
  await q
    .insert(communicationPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: communicationPreferences.userId, set: values });
}

/** Active accounts without a schedule yet (they have the default): a batch at a time. */
export async function usersWithoutPreferences(q: Queryable, limit: number): Promise<{ id: string; region: string }[]> {
  const result = await q.execute<{ id: string; region: string }>(
    sql`select u.id, u.region from users u
        where u.status = 'active' and not exists (select 1 from communication_preferences c where c.user_id = u.id)
        limit ${limit}`,
  );
  return result.rows;
}

export interface DueSummary {
  userId: string;
  email: string;
  name: string;
  language: string;
  region: string;
  status: string;
  row: CommunicationRow;
}

/** The schedules due now, locked so two processes never send the same summary (served by communication_due_idx). */
export async function lockDueSummaries(q: Queryable, now: Date, limit: number): Promise<DueSummary[]> {
  return q
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      language: users.language,
      region: users.region,
      status: users.status,
      row: communicationPreferences,
    })
    .from(communicationPreferences)
    .innerJoin(users, eq(users.id, communicationPreferences.userId))
    .where(and(isNotNull(communicationPreferences.nextDueAt), lte(communicationPreferences.nextDueAt, now)))
    .orderBy(communicationPreferences.nextDueAt)
    .limit(limit)
    .for('update', { of: communicationPreferences, skipLocked: true });
}

export async function markSummaryHandled(q: Queryable, userId: string, nextDueAt: Date | null, sentAt: Date | null): Promise<void> {
  await q
    .update(communicationPreferences)
    .set({ nextDueAt, ...(sentAt && { lastSentAt: sentAt }) })
    .where(eq(communicationPreferences.userId, userId));
}

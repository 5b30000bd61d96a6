import type { InitialSetting } from '@trilha/contract';
import { and, eq } from 'drizzle-orm';
import { initialSettings } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';

/** The initial settings (first-access steps) of a user. */
export async function insertInitialSetting(q: Queryable, userId: string, kind: string, now: Date): Promise<void> {
  await q.insert(initialSettings).values({ userId, kind, status: 'pending', updatedAt: now });
}

/** Sets the status of one of the user's settings; null when the user has no such setting. */
export async function updateInitialSettingStatus(
  q: Queryable,
  userId: string,
  id: string,
  status: InitialSetting['status'],
  now: Date,
): Promise<{ id: string; kind: string; status: string } | null> {
  const [row] = await q
    .update(initialSettings)
    .set({ status, updatedAt: now })
    .where(and(eq(initialSettings.id, id), eq(initialSettings.userId, userId)))
    .returning({ id: initialSettings.id, kind: initialSettings.kind, status: initialSettings.status });
  return row ?? null;
}

const pendingPassword = (userId: string) =>
  and(eq(initialSettings.userId, userId), eq(initialSettings.kind, 'password'), eq(initialSettings.status, 'pending'));

/** Whether the user still has to set the password of an account someone else created. */
export async function hasPendingPasswordSetting(q: Queryable, userId: string): Promise<boolean> {
  const [row] = await q.select({ id: initialSettings.id }).from(initialSettings).where(pendingPassword(userId)).limit(1);
  return Boolean(row);
}

/** Marks the pending password setting done; false when there was none (another request finished it first). */
export async function completePendingPasswordSetting(q: Queryable, userId: string, now: Date): Promise<boolean> {
  const done = await q
    .update(initialSettings)
    .set({ status: 'done', updatedAt: now })
    .where(pendingPassword(userId))
    .returning({ id: initialSettings.id });
  return done.length > 0;
}

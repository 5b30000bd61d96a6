import { and, eq, isNull, ne } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';

export type UserRow = typeof users.$inferSelect;

export const ACCOUNT_REACTIVATION_MS = 30 * 24 * 36e5;

export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | null> {
  const [row] = await q.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

export async function findUserById(q: Queryable, id: string): Promise<UserRow | null> {
  const [row] = await q.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Revokes every live session of a user, except `keepSessionId` when given (the caller's own). */
export async function revokeSessions(q: Queryable, userId: string, now: Date, keepSessionId?: string): Promise<void> {
  await q
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepSessionId ? ne(sessions.id, keepSessionId) : undefined));
}

/** Postgres unique violation, raised when two sign-ups race for one e-mail. */

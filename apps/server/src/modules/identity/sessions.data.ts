import { and, eq, isNull, ne } from 'drizzle-orm';
import { sessions } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';

/** Revokes every live session of a user, except `keepSessionId` when given (the caller's own). */
export async function revokeSessions(q: Queryable, userId: string, now: Date, keepSessionId?: string): Promise<void> {
  await q
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepSessionId ? ne(sessions.id, keepSessionId) : undefined));
}

/** Ends one session; a session already ended stays as it was. */
export async function revokeSession(q: Queryable, sessionId: string, now: Date): Promise<void> {
  await q
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

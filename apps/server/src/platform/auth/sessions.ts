import { and, eq, isNull, ne } from 'drizzle-orm';
import { sessions } from '../../db/schema/index.ts';
import type { Clock } from '../clock.ts';
import type { Queryable } from '../db/connect.ts';
import { SESSION_ABSOLUTE_MS } from './session-lookup.ts';
import { hashToken, newToken } from './tokens.ts';

/** Opens a new session for a user and returns its token; only the token's hash is stored. */
export async function openSession(q: Queryable, clock: Clock, userId: string): Promise<string> {
  const token = newToken();
  const now = clock.now();
  await q.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  return token;
}

/**
 * Ends every live session of a user, except `keepSessionId` when given (the caller's own): changing a user's type or
 * password signs that user out.
 */
export async function endSessionsOf(q: Queryable, userId: string, now: Date, keepSessionId?: string): Promise<void> {
  await q
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keepSessionId ? ne(sessions.id, keepSessionId) : undefined));
}

/** Ends one session (signing out); a session already ended stays as it was. */
export async function endSession(q: Queryable, sessionId: string, now: Date): Promise<void> {
  await q
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import { sessions, users } from '../../db/schema/index.ts';
import type { Deps } from '../deps.ts';
import { hashToken } from './tokens.ts';

export const SESSION_IDLE_MS = 30 * 24 * 36e5;
export const SESSION_ABSOLUTE_MS = 90 * 24 * 36e5;
const TOUCH_AFTER_MS = 5 * 60 * 1000;

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  lastName: string;
  language: string;
  isSupport: boolean;
  status: string;
}

export interface Session {
  id: string;
  user: SessionUser;
}

/** Finds the live session of a bearer token; touches its idle timer at most every five minutes. */
export async function findSession(deps: Deps, token: string): Promise<Session | null> {
  if (token.length < 20 || token.length > 200) return null;
  const now = deps.clock.now();
  const [row] = await deps.db
    .select({
      id: sessions.id,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      user: {
        id: users.id,
        email: users.email,
        name: users.name,
        lastName: users.lastName,
        language: users.language,
        isSupport: users.isSupport,
        status: users.status,
      },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)))
    .limit(1);
  if (!row) return null;
  if (row.expiresAt <= now || now.getTime() - row.lastSeenAt.getTime() > SESSION_IDLE_MS) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await deps.db.update(sessions).set({ lastSeenAt: sql`${now.toISOString()}::timestamptz` }).where(eq(sessions.id, row.id));
  }
  return { id: row.id, user: row.user };
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

import { statement } from '../db/statements.ts';
import type { Deps } from '../deps.ts';
import { hashToken } from './tokens.ts';

const SESSION_IDLE_MS = 30 * 24 * 36e5;
export const SESSION_ABSOLUTE_MS = 90 * 24 * 36e5;
const TOUCH_AFTER_MS = 5 * 60 * 1000;

interface SessionUser {
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

/** Every authenticated request runs this: a named statement (platform/db/statements.ts), one round trip. */
const liveSession = statement<
  [tokenHash: string],
  { id: string; lastSeenAt: Date; expiresAt: Date; userId: string } & Omit<SessionUser, 'id'>
>(
  'sessions.live',
  `select s.id, s.last_seen_at as "lastSeenAt", s.expires_at as "expiresAt", u.id as "userId", u.email, u.name,
          u.last_name as "lastName", u.language, u.is_support as "isSupport", u.status
   from sessions s join users u on u.id = s.user_id
   where s.token_hash = $1 and s.revoked_at is null`,
);

const touchSession = statement<[sessionId: string, now: Date], never>(
  'sessions.touch',
  'update sessions set last_seen_at = $2 where id = $1',
);

/** Finds the live session of a bearer token; touches its idle timer at most every five minutes. */
export async function findSession(deps: Deps, token: string): Promise<Session | null> {
  if (token.length < 20 || token.length > 200) return null;
  const now = deps.clock.now();
  const [row] = await liveSession.run(deps.db, hashToken(token));
  if (!row) return null;
  if (row.expiresAt <= now || now.getTime() - row.lastSeenAt.getTime() > SESSION_IDLE_MS) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) await touchSession.run(deps.db, row.id, now);
  const { userId, email, name, lastName, language, isSupport, status } = row;
  return { id: row.id, user: { id: userId, email, name, lastName, language, isSupport, status } };
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

import type { ApiKeyScope } from '@trilha/contract';
import { statement } from '../db/statements.ts';
import type { Deps } from '../deps.ts';
import { hashToken } from './tokens.ts';

const SESSION_IDLE_MS = 30 * 24 * 36e5;
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

/** A call made with a company's API key: the key's company and scopes (its `user` is the admin who made it). */
export interface ApiKeyCaller {
  id: string;
  workspaceId: string;
  scopes: readonly ApiKeyScope[];
}

export interface Session {
  id: string;
  user: SessionUser;
  /** set when the caller sent an API key instead of a session token */
  apiKey?: ApiKeyCaller;
  /** the primary's WAL position after this session's last write (only recorded while read replicas are in use) */
  lastWriteLsn?: string | null;
}

/** Every authenticated request runs this: a named statement (platform/db/statements.ts), one round trip. */
const liveSession = statement<
  [tokenHash: string],
  { id: string; lastSeenAt: Date; expiresAt: Date; userId: string; lastWriteLsn: string | null } & Omit<SessionUser, 'id'>
>(
  'sessions.live',
  `select s.id, s.last_seen_at as "lastSeenAt", s.last_write_lsn as "lastWriteLsn", s.expires_at as "expiresAt", u.id as "userId", u.email, u.name,
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
  return { id: row.id, user: { id: userId, email, name, lastName, language, isSupport, status }, lastWriteLsn: row.lastWriteLsn };
}

const noteWrite = statement<[sessionId: string], { lastWriteLsn: string }>(
  'sessions.note_write',
  'update sessions set last_write_lsn = pg_current_wal_lsn()::text where id = $1 returning last_write_lsn as "lastWriteLsn"',
);

/**
 * After a session's successful write, with read replicas in use: keeps the primary's WAL position on the session (a
 * position past the write's commit), so the person's next lag-tolerant reads wait for a replica that has it
 * (db/read-replicas.ts). Without replicas, nothing: every read is the primary's.
 */
export async function noteSessionWrite(deps: Deps, session: Session): Promise<void> {
  // a key's calls have no session row to keep the position in
  if (!deps.reads.enabled || session.apiKey) return;
  const [row] = await noteWrite.run(deps.db, session.id);
  if (row) session.lastWriteLsn = row.lastWriteLsn;
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

import {
  API_KEY_PREFIX,
  type ApiKeyBody,
  type ApiKeyItem,
  type ApiKeyList,
  type ApiKeyScope,
  type AuditLogPage,
  apiKeyBody,
  type CreatedApiKey,
} from '@trilha/contract';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import type { Deps } from '../../platform/deps.ts';
import type { ApiKeyGate } from '../../platform/http/api-key-gate.ts';
import { AppError } from '../../platform/http/app-error.ts';
import {
  type ApiKeyRow,
  auditPage,
  callsSince,
  findLiveKeyByHash,
  insertApiKey,
  insertAuditEvent,
  listLiveKeys,
  revokeKey,
  setAuditStatus,
  touchKey,
} from './api-keys.data.ts';

/** Calls one key may make in a minute; past them, 429 until the minute's oldest call leaves the window. */
const CALLS_PER_MINUTE = 600;
/** `last_used_at` is a hint for the admin center: written at most this often per key, not on every call. */
const TOUCH_EVERY_MS = 60_000;
/** shown in the admin center to tell keys apart: `trk_` and four characters of the random part */
const SHOWN_PREFIX_LENGTH = API_KEY_PREFIX.length + 4;

const itemOf = (row: ApiKeyRow, creator: string | null): ApiKeyItem => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes as ApiKeyScope[],
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  createdBy: creator,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** Makes a key for the company; the answer is the only place the whole key ever appears. */
export async function createApiKey(deps: Deps, workspaceId: string, userId: string, input: ApiKeyBody): Promise<CreatedApiKey> {
  const { name, scopes } = apiKeyBody.parse(input);
  const key = `${API_KEY_PREFIX}${newToken()}`;
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertApiKey(tx, {
      workspaceId,
      name,
      scopes,
      prefix: key.slice(0, SHOWN_PREFIX_LENGTH),
      keyHash: hashToken(key),
      createdBy: userId,
      createdAt: now,
    });
    await insertAuditEvent(tx, { workspaceId, at: now, action: 'api_key.created', actorId: userId, apiKeyId: inserted.id });
    return inserted;
  });
  return { ...itemOf(row, null), key };
}

export async function listApiKeys(deps: Deps, workspaceId: string): Promise<ApiKeyList> {
  const rows = await listLiveKeys(deps.db, workspaceId);
  return { items: rows.map(({ key, creator }) => itemOf(key, creator)) };
}

/** Revokes a live key of the company: its next call is refused (401). */
export async function revokeApiKey(deps: Deps, workspaceId: string, userId: string, id: string): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const revoked = await revokeKey(tx, workspaceId, id, now);
    if (!revoked) throw new AppError('api_key.not_found');
    await insertAuditEvent(tx, { workspaceId, at: now, action: 'api_key.revoked', actorId: userId, apiKeyId: id });
  });
}

const encodeCursor = (at: Date, id: string) => Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');

function decodeCursor(cursor: string | undefined): { at: Date; id: string } | null {
  if (!cursor) return null;
  const [at, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const time = new Date(at ?? '');
  if (!id || Number.isNaN(time.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) throw new AppError('validation.failed', { cursor: 'invalid' });
  return { at: time, id };
}

export async function auditLog(deps: Deps, workspaceId: string, query: { cursor?: string; limit: number }): Promise<AuditLogPage> {
  const rows = await auditPage(deps.db, workspaceId, decodeCursor(query.cursor), query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ event, actor, keyName, keyPrefix }) => ({
      id: event.id,
      at: event.at.toISOString(),
      action: event.action as AuditLogPage['items'][number]['action'],
      actor,
      apiKey: event.apiKeyId && keyName && keyPrefix ? { id: event.apiKeyId, name: keyName, prefix: keyPrefix } : null,
      request: event.request,
      status: event.status,
      ip: event.ip,
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.event.at, last.event.id) : null,
  };
}

/** The pipeline's view of keys (platform/http/api-key-gate.ts). */
export const apiKeyGate: ApiKeyGate = {
  async find(deps, token) {
    if (token.length > 200) return null;
    const found = await findLiveKeyByHash(deps.db, hashToken(token));
    if (!found) return null;
    const now = deps.clock.now();
    if (!found.key.lastUsedAt || now.getTime() - found.key.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
      await touchKey(deps.db, found.key.id, now);
    }
    return {
      key: { id: found.key.id, workspaceId: found.key.workspaceId, scopes: found.key.scopes as ApiKeyScope[] },
      user: found.user,
    };
  },
  async recordUse(deps, key, request, ip) {
    const now = deps.clock.now();
    // written first, counted after: parallel calls see each other, so a burst cannot slip past the limit
    const eventId = await insertAuditEvent(deps.db, {
      workspaceId: key.workspaceId,
      at: now,
      action: 'api_key.used',
      apiKeyId: key.id,
      request,
      ip,
    });
    const calls = await callsSince(deps.db, key.id, new Date(now.getTime() - 60_000));
    return { eventId, limited: calls > CALLS_PER_MINUTE };
  },
  async recordAnswer(deps, eventId, status) {
    await setAuditStatus(deps.db, eventId, status);
  },
};

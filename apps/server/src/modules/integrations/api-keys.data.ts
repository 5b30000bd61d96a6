import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { type ApiKeyRow, apiKeys, auditEvents, users } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';

export type { ApiKeyRow };

const live = (workspaceId: string) => and(eq(apiKeys.workspaceId, workspaceId), isNull(apiKeys.revokedAt));

export async function insertApiKey(q: Queryable, row: Omit<typeof apiKeys.$inferInsert, 'id'>): Promise<ApiKeyRow> {
  const [inserted] = await q.insert(apiKeys).values(row).returning();
  if (!inserted) throw new Error('api key not inserted');
  return inserted;
}

/** A company's live keys, newest first, with the name of who made each (api_keys_list_idx). */
export async function listLiveKeys(q: Queryable, workspaceId: string) {
  return q
    .select({ key: apiKeys, creator: sql<string | null>`nullif(trim(${users.name} || ' ' || ${users.lastName}), '')` })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(live(workspaceId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .limit(200);
}

/** Revokes a live key of the company; answers it, or null when it has none such. */
export async function revokeKey(q: Queryable, workspaceId: string, id: string, now: Date): Promise<ApiKeyRow | null> {
  const [row] = await q
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(live(workspaceId), eq(apiKeys.id, id)))
    .returning();
  return row ?? null;
}

/** The live key of a token's hash (api_keys_hash_key) with its creator, when the creator still exists. */
export async function findLiveKeyByHash(q: Queryable, keyHash: string) {
  const [row] = await q
    .select({
      key: apiKeys,
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
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
    .limit(1);
  return row ?? null;
}

export async function touchKey(q: Queryable, id: string, now: Date): Promise<void> {
  await q.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, id));
}

export async function insertAuditEvent(q: Queryable, row: Omit<typeof auditEvents.$inferInsert, 'id'>): Promise<string> {
  const [inserted] = await q.insert(auditEvents).values(row).returning({ id: auditEvents.id });
  if (!inserted) throw new Error('audit event not inserted');
  return inserted.id;
}

export async function setAuditStatus(q: Queryable, id: string, status: number): Promise<void> {
  await q.update(auditEvents).set({ status }).where(eq(auditEvents.id, id));
}

/** Calls made with a key since `since` (audit_events_key_idx). */
export async function callsSince(q: Queryable, apiKeyId: string, since: Date): Promise<number> {
  const [row] = await q
    .select({ calls: count() })
    .from(auditEvents)
    .where(and(eq(auditEvents.apiKeyId, apiKeyId), gt(auditEvents.at, since)));
  return row?.calls ?? 0;
}

/** A page of a company's audit log, newest first, after the (at, id) of the cursor (audit_events_list_idx). */
export async function auditPage(q: Queryable, workspaceId: string, after: { at: Date; id: string } | null, limit: number) {
  return q
    .select({
      event: auditEvents,
      actor: sql<string | null>`nullif(trim(${users.name} || ' ' || ${users.lastName}), '')`,
      keyName: apiKeys.name,
      keyPrefix: apiKeys.prefix,
    })
    .from(auditEvents)
    .leftJoin(users, eq(users.id, auditEvents.actorId))
    .leftJoin(apiKeys, eq(apiKeys.id, auditEvents.apiKeyId))
    .where(
      and(
        eq(auditEvents.workspaceId, workspaceId),
        after ? or(lt(auditEvents.at, after.at), and(eq(auditEvents.at, after.at), lt(auditEvents.id, after.id))) : undefined,
      ),
    )
    .orderBy(desc(auditEvents.at), desc(auditEvents.id))
    .limit(limit);
}

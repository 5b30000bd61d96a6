import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { workspaces } from './workspaces.ts';

/**
 * A company's API key. The key itself is never stored: `key_hash` is its SHA-256 (a key is 32 random bytes, so a
 * fast hash is enough) and `prefix` its first characters, shown to tell keys apart. A key acts with the permissions
 * of the admin who made it (`created_by`), narrowed to its `scopes`; revoking keeps the row, with `revoked_at`.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scopes: text('scopes').array().notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_hash_key').on(t.keyHash),
    index('api_keys_list_idx').on(t.workspaceId, t.createdAt).where(sql`revoked_at is null`),
  ],
);
export type ApiKeyRow = typeof apiKeys.$inferSelect;

/**
 * A company's audit log: keys made and revoked (`actor_id` the admin) and every call made with a key (`request`,
 * `status` once answered, `ip`). The calls of the last minute also count against the key's rate limit.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    action: text('action').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    apiKeyId: uuid('api_key_id').references(() => apiKeys.id, { onDelete: 'cascade' }),
    request: text('request'),
    status: integer('status'),
    ip: text('ip'),
  },
  (t) => [
    index('audit_events_list_idx').on(t.workspaceId, t.at, t.id),
    index('audit_events_key_idx').on(t.apiKeyId, t.at).where(sql`api_key_id is not null`),
    // a person's removal clears their name from the log (the foreign key's set null finds their events)
    index('audit_events_actor_idx').on(t.actorId).where(sql`actor_id is not null`),
  ],
);
export type AuditEventRow = typeof auditEvents.$inferSelect;

import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { contents, lists } from './contents.ts';
import { users } from './identity.ts';
import { workspaces } from './workspaces.ts';

/**
 * Certificates of verified completions: of one content, or of a whole pathway. What they say (the person's name,
 * the title, the workload, the issuer's name) is kept as it was at issue: the signed credential and the PDF must say
 * the same thing tomorrow even when the content is renamed or removed.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** the public code anyone checks the certificate by */
    code: text('code').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    contentId: uuid('content_id').references(() => contents.id, { onDelete: 'set null' }),
    listId: uuid('list_id').references(() => lists.id, { onDelete: 'set null' }),
    /** content | list */
    kind: text('kind').notNull(),
    recipientName: text('recipient_name').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    /** the workload in minutes; null when the content states no duration */
    minutes: integer('minutes'),
    issuerName: text('issuer_name').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('certificates_code_idx').on(t.code),
    // the person's certificates, newest first
    index('certificates_user_issued_idx').on(t.userId, t.issuedAt, t.id),
    // one certificate per person and content, per person and pathway
    uniqueIndex('certificates_user_content_idx').on(t.userId, t.contentId).where(sql`kind = 'content'`),
    uniqueIndex('certificates_user_list_idx').on(t.userId, t.listId).where(sql`kind = 'list'`),
  ],
);
export type CertificateRow = typeof certificates.$inferSelect;

/**
 * A workspace's Ed25519 key pair that signs its credentials, made at first need. The secret half is encrypted at
 * rest and never leaves the server; `key_id` names the public half in its URL and never changes.
 */
export const certificateKeys = pgTable('certificate_keys', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  keyId: text('key_id').notNull(),
  publicKeyMultibase: text('public_key_multibase').notNull(),
  secretKeyEncrypted: text('secret_key_encrypted').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
export type CertificateKeyRow = typeof certificateKeys.$inferSelect;

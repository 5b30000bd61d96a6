import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { workspaces } from './workspaces.ts';

/**
 * A company's webhook: where its chosen events are delivered, signed per Standard Webhooks with `secret_ciphertext`
 * (the whsec_ secret, encrypted like the integrations' tokens). `disabled_at` with `disabled_for_failures`: turned
 * off, by an admin or because its receiver failed a message for a whole day.
 */
export const webhooks = pgTable(
  'webhooks',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    secretCiphertext: text('secret_ciphertext').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    disabledForFailuresAt: timestamp('disabled_for_failures_at', { withTimezone: true }),
  },
  (t) => [index('webhooks_list_idx').on(t.workspaceId, t.createdAt)],
);
export type WebhookRow = typeof webhooks.$inferSelect;

/**
 * One event to deliver to one webhook. `next_attempt_at` is when the delivery task tries it next (null once delivered
 * or given up); the id (msg_…) is the `webhook-id` header of every attempt.
 */
export const webhookMessages = pgTable(
  'webhook_messages',
  {
    id: text('id').primaryKey(),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    body: jsonb('body').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    gaveUpAt: timestamp('gave_up_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_messages_due_idx').on(t.nextAttemptAt).where(sql`next_attempt_at is not null`),
    // a webhook's removal deletes its messages (the foreign key's cascade finds them by webhook)
    index('webhook_messages_webhook_idx').on(t.webhookId),
  ],
);

/** Each attempt to deliver a message: the receiver's answer (or why none came) and how long it took. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    messageId: text('message_id')
      .notNull()
      .references(() => webhookMessages.id, { onDelete: 'cascade' }),
    webhookId: uuid('webhook_id')
      .notNull()
      .references(() => webhooks.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
  },
  (t) => [
    index('webhook_attempts_list_idx').on(t.webhookId, t.at),
    // a message's removal deletes its attempts (the foreign key's cascade)
    index('webhook_attempts_message_idx').on(t.messageId),
  ],
);

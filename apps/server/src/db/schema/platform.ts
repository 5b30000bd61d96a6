import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A file sent with an e-mail, kept as text in the outbox (an iCalendar invitation carries its METHOD). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  method?: 'REQUEST' | 'CANCEL';
}

/** Every e-mail the product sends is written here first, in the same transaction as the change that caused it. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** set on mails that carry a secret link (password recovery): the row is deleted once the link is used or expires */
    secretUntil: timestamp('secret_until', { withTimezone: true }),
    /** a process delivering the mail holds it until then (FOR UPDATE SKIP LOCKED claim): no other process sends it */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    /** after a failed try, not before then (backoff); after the last try the mail stays as failed (the dead letters) */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** files that go with the mail (an interview's iCalendar invitation), as text */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
  },
  (t) => [
    index('outbox_messages_to_idx').on(t.to),
    index('outbox_messages_pending_idx').on(t.createdAt).where(sql`sent_at is null`),
    index('outbox_messages_secret_idx').on(t.secretUntil).where(sql`secret_until is not null`),
  ],
);

/** Counters for throttling (login attempts per account and per address), kept in the database so several API processes agree. */
export const throttleEvents = pgTable(
  'throttle_events',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('throttle_events_key_at_idx').on(t.key, t.at)],
);

/**
 * Which process runs each background task now: a task runs only in the process holding its lease (taken with one
 * statement, given back when the run ends, taken over when it expires because its holder died), so a task runs once
 * however many API processes run.
 */
export const taskLeases = pgTable('task_leases', {
  name: text('name').primaryKey(),
  holder: text('holder').notNull(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});

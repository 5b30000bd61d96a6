import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { applicationMessages, applications } from './applications.ts';

/**
 * The one reminder a candidate may send when the company's promised answer date passed without a decision:
 * the application is the key, so a second one cannot be written; the reminder itself is a message of the
 * application's conversation.
 */
export const answerReminders = pgTable('answer_reminders', {
  applicationId: uuid('application_id')
    .primaryKey()
    .references(() => applications.id, { onDelete: 'cascade' }),
  messageId: uuid('message_id')
    .notNull()
    .references(() => applicationMessages.id, { onDelete: 'cascade' }),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
});

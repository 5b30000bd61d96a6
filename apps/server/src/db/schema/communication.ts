import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * The e-mail summary schedule of a user (a period with an hour, a weekday or a day of the month). A user
 * without a row has the default (daily at 08:00): the summary job adds the row the first time it meets the user.
 * `next_due_at` is when the next summary is due, null for "never"; the job reads the due ones through its index.
 */
export const communicationPreferences = pgTable(
  'communication_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    hour: integer('hour').notNull(),
    weekday: integer('weekday'),
    dayOfMonth: integer('day_of_month'),
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('communication_due_idx').on(t.nextDueAt).where(sql`next_due_at is not null`)],
);

export type CommunicationRow = typeof communicationPreferences.$inferSelect;

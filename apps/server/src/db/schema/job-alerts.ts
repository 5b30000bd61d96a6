import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { positions } from './positions.ts';
import { workspaces } from './workspaces.ts';

/**
 * A person's job alert: a job search kept, its text folded as the search folds it and its filters as
 * columns, so the matching task reads them in SQL. `checked_until`: positions published up to then were compared.
 * `next_send_at`: when a summary alert's new positions are due (the person's e-mail summary rhythm). The
 * unsubscribe link is an HMAC with `unsubscribe_key`, a random key of this alert only.
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    query: text('query').notNull(),
    /** the query folded as the search folds it (accents and case aside) */
    searchKey: text('search_key').notNull(),
    salary: integer('salary').notNull().default(0),
    allowUnspecified: boolean('allow_unspecified').notNull().default(false),
    categories: integer('categories').array().notNull().default(sql`'{}'`),
    cities: integer('cities').array().notNull().default(sql`'{}'`),
    states: text('states').array().notNull().default(sql`'{}'`),
    contractTypes: text('contract_types').array().notNull().default(sql`'{}'`),
    remote: boolean('remote').notNull().default(false),
    /** only positions worked at their place: the query's words said so ("presencial", "híbrido") */
    onsite: boolean('onsite').notNull().default(false),
    pcdOnly: boolean('pcd_only').notNull().default(false),
    /** around a city (IBGE code) within radius_km: near_cities are the cities within it, worked out when the alert is saved */
    nearCityId: integer('near_city_id'),
    radiusKm: integer('radius_km'),
    nearCities: integer('near_cities').array().notNull().default(sql`'{}'`),
    portalId: uuid('portal_id').references(() => workspaces.id, { onDelete: 'cascade' }),
    /** summary | immediate */
    frequency: text('frequency').notNull(),
    unsubscribeKey: text('unsubscribe_key').notNull(),
    checkedUntil: timestamp('checked_until', { withTimezone: true }).notNull(),
    nextSendAt: timestamp('next_send_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('job_alerts_user_created_idx').on(t.userId, t.createdAt),
    // the matching task takes the alerts compared longest ago first
    index('job_alerts_checked_idx').on(t.checkedUntil, t.id),
  ],
);
export type JobAlertRow = typeof jobAlerts.$inferSelect;

/**
 * The positions an alert found, each once (the key); `sent_at` is set in the transaction that puts the e-mail
 * naming it into the outbox, so a position is e-mailed once per alert however often the task runs.
 */
export const jobAlertMatches = pgTable(
  'job_alert_matches',
  {
    alertId: uuid('alert_id')
      .notNull()
      .references(() => jobAlerts.id, { onDelete: 'cascade' }),
    positionId: uuid('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.alertId, t.positionId] }),
    index('job_alert_matches_pending_idx').on(t.alertId).where(sql`sent_at is null`),
    index('job_alert_matches_position_idx').on(t.positionId),
  ],
);

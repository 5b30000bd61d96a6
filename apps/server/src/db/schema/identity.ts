import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    email: text('email').notNull(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash').notNull(),
    phone: text('phone'),
    countryCode: text('country_code'),
    language: text('language').notNull().default('pt-BR'),
    region: text('region').notNull().default('BRA'),
    isSupport: boolean('is_support').notNull().default(false),
    tosAcceptedAt: timestamp('tos_accepted_at', { withTimezone: true }),
    /** active | pending_deletion */
    status: text('status').notNull().default('active'),
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    wizard: jsonb('wizard')
      .$type<{ active: boolean; completed: boolean; theme: string | null }>()
      .notNull()
      .default({ active: false, completed: true, theme: null }),
    lastWorkspaceId: uuid('last_workspace_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    // the hourly purge looks only at accounts pending deletion
    index('users_pending_deletion_idx').on(t.deletionRequestedAt).where(sql`status = 'pending_deletion'`),
    // member search (`%text%` in name, last name or e-mail): trigrams of the three together (pg_trgm, migration 0003)
    index('users_search_trgm_idx').using('gin', sql`(${t.name} || ' ' || ${t.lastName} || ' ' || ${t.email}) gin_trgm_ops`),
  ],
);

/** Sessions: only a SHA-256 of the opaque token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** the primary's WAL position after this session's last write, while read replicas are in use (read-replicas.ts) */
    lastWriteLsn: text('last_write_lsn'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Password recovery codes: stored hashed, usable once, expiring. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * Access codes e-mailed to an account signing in from an address past its limit of failures over many accounts
 * (modules/identity/login-throttle.ts); only a hash is kept, and a code works once, with the password, until it expires.
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sign_in_codes_user_idx').on(t.userId, t.codeHash), index('sign_in_codes_expires_idx').on(t.expiresAt)],
);

/**
 * Links e-mailed to the owner of a company opened at sign-up to confirm their address (modules/identity/
 * email-confirmation.service.ts); only a hash of the code is kept, and a link works until it expires.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('email_confirmations_user_idx').on(t.userId), index('email_confirmations_expires_idx').on(t.expiresAt)],
);

/** Settings the user still has to review after sign-up (`pendingInitialSettings` of the session). */
export const initialSettings = pgTable(
  'initial_settings',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('pending'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('initial_settings_user_idx').on(t.userId)],
);

export const surveyAnswers = pgTable('survey_answers', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  survey: text('survey').notNull(),
  answers: jsonb('answers').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Terms acceptance per user, and per company when workspace_id is set. */
export const tosAcceptances = pgTable(
  'tos_acceptances',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('tos_acceptances_user_idx').on(t.userId)],
);

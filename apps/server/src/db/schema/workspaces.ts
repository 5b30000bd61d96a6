import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

export interface CustomStyle {
  primaryColor: string;
  secondaryColor: string;
  menuColor: string;
  menuTextColor: string;
  darkMenu: boolean;
  logo: { src: string; height: number; width: number } | null;
}

export const workspaces = pgTable(
  'workspaces',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    name: text('name').notNull(),
    /** individual | business | aggregator | agro */
    type: text('type').notNull(),
    subdomain: text('subdomain'),
    imageUrl: text('image_url'),
    coverImageUrl: text('cover_image_url'),
    isCompleted: boolean('is_completed').notNull().default(false),
    language: text('language').notNull().default('pt-BR'),
    languages: text('languages').array().notNull().default(sql`array['pt-BR']::text[]`),
    region: text('region').notNull().default('BRA'),
    status: text('status').notNull().default('regular'),
    paymentExemption: boolean('payment_exemption').notNull().default(false),
    allowSupport: boolean('allow_support').notNull().default(false),
    debugMode: boolean('debug_mode').notNull().default(false),
    customStyle: jsonb('custom_style').$type<CustomStyle>(),
    homepageBannerLink: text('homepage_banner_link'),
    /**
     * false for a company opened at sign-up until its owner confirms their e-mail address: until then it publishes
     * no position open to the public, appears in no job alert and e-mails nobody. Every other workspace (and every
     * one before this column) is true.
     */
    ownerEmailConfirmed: boolean('owner_email_confirmed').notNull().default(true),
    hits: integer('hits').notNull().default(0),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('workspaces_subdomain_key').on(t.subdomain)],
);

export const workspaceMembers = pgTable(
  'workspace_members',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** owner | administrator | content_creator | member */
    role: text('role').notNull(),
    /** company user role: admin | user */
    userRole: text('user_role').notNull().default('user'),
    /** role in the recruitment module: admin | manager | evaluator; null, none (administrators hold it through their role) */
    recruitmentRole: text('recruitment_role'),
    tosAcceptedAt: timestamp('tos_accepted_at', { withTimezone: true }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    /**
     * Copies of users.name and users.last_name, written by triggers (migration 0003), never by the application:
     * the members list sorts by name, and only an index on this table can serve that sort for one workspace.
     */
    userName: text('user_name').notNull().default(''),
    userLastName: text('user_last_name').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    index('workspace_members_user_idx').on(t.userId),
    // the members list, by name, without and with its role filter
    index('workspace_members_by_name_idx').on(t.workspaceId, t.userName, t.userLastName, t.userId),
    index('workspace_members_by_role_name_idx').on(t.workspaceId, t.role, t.userName, t.userLastName, t.userId),
  ],
);

export const workspaceDeletionRequests = pgTable(
  'workspace_deletion_requests',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** PENDING | CANCELED | COMPLETED */
    status: text('status').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('workspace_deletion_requests_ws_idx').on(t.workspaceId)],
);

export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    /** PENDING | EXPIRED | COMPLETED | REFUSED | CANCELED */
    status: text('status').notNull().default('PENDING'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    index('invites_workspace_idx').on(t.workspaceId, t.email),
    // the invites list, newest first (read backwards); status and expiry ride along (INCLUDE, in the SQL) so every filter is index-only
    index('invites_list_idx').on(t.workspaceId, t.createdAt, t.id),
    // pending invites past their expiry count as expired: counted from this index alone
    index('invites_pending_expiry_idx').on(t.workspaceId, t.expiresAt).where(sql`status = 'PENDING'`),
    // the pending invites addressed to someone (the e-mail summary)
    index('invites_pending_email_idx').on(sql`lower(${t.email})`).where(sql`status = 'PENDING'`),
    // one live invite per e-mail and workspace, even under concurrent requests
    uniqueIndex('invites_pending_key').on(t.workspaceId, t.email).where(sql`status = 'PENDING'`),
  ],
);

/**
 * Row counts of big lists, kept by statement triggers (`count_list_rows`, migration 0003) so a page never counts its
 * whole list: one row per list, workspace and bucket (a role, a status). A new list adds a trigger, not code.
 */
export const listCounts = pgTable(
  'list_counts',
  {
    list: text('list').notNull(),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    bucket: text('bucket').notNull(),
    rows: integer('rows').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.list, t.workspaceId, t.bucket] })],
);

export type WorkspaceRow = typeof workspaces.$inferSelect;
export type MembershipRow = typeof workspaceMembers.$inferSelect;
export type DeletionRequestRow = typeof workspaceDeletionRequests.$inferSelect;

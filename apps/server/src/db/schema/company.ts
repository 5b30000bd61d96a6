import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { departments } from './positions.ts';
import { workspaceMembers, workspaces } from './workspaces.ts';

/** The Brazilian company data form, as the admin center saves it. */
export interface CompanyDetailsBR {
  legalName: string;
  tradeName: string;
  /** CNPJ without punctuation (digits, or the alphanumeric CNPJ of July 2026) */
  taxId: string;
  employerId: string | null;
  municipalRegistration: string | null;
  stateRegistration: string | null;
  simpleTax: boolean;
  email: string;
  phone: string;
  address: {
    postalCode: string;
    state: string;
    city: string;
    neighborhood: string;
    street: string;
    number: string;
    complement: string | null;
  };
}

/** The form of a US company (`/v1/-/company/details_us`). */
export interface CompanyDetailsUS {
  legalName: string;
  tradeName: string;
  /** EIN */
  employerId: string;
  email: string;
  phone: string;
  address: { zip: string; state: string; city: string; street: string; number: string; complement: string | null };
}

/**
 * A company's billing and registration data, one row per company workspace, created
 * on first save. The forms are documents the contract validates (zod), so they are stored as jsonb; the tax id is
 * also a column for lookups. `linkedin_id`: the professional-network company id (one only).
 */
export const companyDetails = pgTable('company_details', {
  workspaceId: uuid('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  details: jsonb('details').$type<CompanyDetailsBR>(),
  detailsUs: jsonb('details_us').$type<CompanyDetailsUS>(),
  taxId: text('tax_id'),
  linkedinId: text('linkedin_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});

/**
 * A member removed from a company by an admin, who may bring them back. Removing deletes
 * the membership and keeps here what reactivation restores; reactivating deletes this row.
 */
export const companyRemovedUsers = pgTable(
  'company_removed_users',
  {
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    userRole: text('user_role').notNull(),
    recruitmentRole: text('recruitment_role'),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull(),
    removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('company_removed_users_key').on(t.workspaceId, t.userId),
    index('company_removed_users_list_idx').on(t.workspaceId, t.removedAt),
  ],
);

/** Bookmarks: external organizations a company works with. The name is unique in the company. */
export const externalOrganizations = pgTable(
  'external_organizations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    legalName: text('legal_name'),
    taxId: text('tax_id'),
    mainContact: text('main_contact'),
    phone: text('phone'),
    email: text('email'),
    observations: text('observations'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('external_organizations_name_key').on(t.workspaceId, sql`lower(${t.name})`)],
);

/** What a dependent holds (the API answers `_id` plus this `data`). */
export interface DependentData {
  name: string;
  relationship: string;
  birthDate: string;
  /** CPF, digits only */
  taxId: string | null;
  /** the member whose dependent this is */
  holderUserId: string | null;
  observations: string | null;
}

/** A company's dependents (benefits of its members). `dedupe_key` makes 'dependent exists' a unique index. */
export const dependents = pgTable(
  'dependents',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<DependentData>().notNull(),
    /** the CPF when given, else the lower-cased name and birth date */
    dedupeKey: text('dedupe_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('dependents_dedupe_key').on(t.workspaceId, t.dedupeKey), index('dependents_list_idx').on(t.workspaceId, t.createdAt)],
);

/**
 * An installed integration. `kind`: one of the integration kinds of the contract;
 * `name` is unique among a company's installed integrations; the token is stored encrypted (AES-256-GCM, key from the
 * environment) and only its last four characters are ever shown. `native` ones come with the product and cannot be
 * disabled. `config` holds what a kind needs besides the token (the hiring notification's e-mail). An uninstalled one
 * keeps its row with `uninstalled_at`; `status` is connected or disconnected (the provider refused the token later).
 */
export const companyIntegrations = pgTable(
  'company_integrations',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    tokenCiphertext: text('token_ciphertext'),
    /** sha-256 of the token, to refuse a token the company already installed without decrypting every row */
    tokenHash: text('token_hash'),
    tokenLast4: text('token_last4'),
    config: jsonb('config').$type<Record<string, unknown>>(),
    native: boolean('native').notNull().default(false),
    status: text('status').notNull().default('connected'),
    installedBy: uuid('installed_by').references(() => users.id, { onDelete: 'set null' }),
    installedAt: timestamp('installed_at', { withTimezone: true }).notNull(),
    uninstalledAt: timestamp('uninstalled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('company_integrations_name_key').on(t.workspaceId, sql`lower(${t.name})`).where(sql`uninstalled_at is null`),
    uniqueIndex('company_integrations_token_key').on(t.workspaceId, t.tokenHash).where(sql`uninstalled_at is null`),
    index('company_integrations_list_idx').on(t.workspaceId, t.installedAt),
  ],
);

/**
 * The department a member of the company works in (one at most). The row hangs on the membership: who leaves the
 * company leaves their department; a department's members are who a department assignment reaches.
 */
export const departmentMembers = pgTable(
  'department_members',
  {
    workspaceId: uuid('workspace_id').notNull(),
    userId: uuid('user_id').notNull(),
    departmentId: uuid('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.userId] }),
    foreignKey({
      name: 'department_members_member_fk',
      columns: [t.workspaceId, t.userId],
      foreignColumns: [workspaceMembers.workspaceId, workspaceMembers.userId],
    }).onDelete('cascade'),
    index('department_members_department_idx').on(t.departmentId, t.userId),
  ],
);

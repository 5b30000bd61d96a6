import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { skills } from './skills.ts';
import { workspaces } from './workspaces.ts';

/** A company's departments; positions link to one. Removed ones keep their positions and may come back. */
export const departments = pgTable(
  'departments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('departments_workspace_name_idx').on(t.workspaceId, sql`lower(${t.name})`)],
);

/** Companies whose positions an aggregator portal lists (besides its own). */
export const portalPartners = pgTable(
  'portal_partners',
  {
    portalId: uuid('portal_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.portalId, t.companyId] }), index('portal_partners_company_idx').on(t.companyId)],
);

/** The groups of a company that approve a draft position before it goes live (`GET /v1/-/approvalflow`). */
export const approvalGroups = pgTable(
  'approval_groups',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('approval_groups_workspace_idx').on(t.workspaceId, t.position)],
);

export const approvalGroupMembers = pgTable(
  'approval_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => approvalGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('approval_group_members_user_idx').on(t.userId)],
);

/**
 * Job positions of the recruitment module. `salary_monthly_min` is the salary's lower bound as a
 * monthly amount, written by the application, so the minimum-salary filter compares like with like whatever the
 * period. `search_text` is the folded title, company, description and requirements; `skills_text` the search keys
 * of its required skills, kept by triggers on position_skills and skills (migration 0036: a skill renamed is renamed
 * in every position asking for it); the search vector is derived from both (migrations 0010 and 0036).
 */
export const positions = pgTable(
  'positions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    code: text('code'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    categoryId: integer('category_id').notNull(),
    contractType: text('contract_type').notNull(),
    workload: text('workload'),
    salaryType: text('salary_type').notNull(),
    salaryText: text('salary_text'),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryPeriod: text('salary_period'),
    salaryMonthlyMin: integer('salary_monthly_min'),
    remote: boolean('remote').notNull().default(false),
    pcdOnly: boolean('pcd_only').notNull().default(false),
    /** internal mobility: open only to the company's members */
    internalOnly: boolean('internal_only').notNull().default(false),
    /** the company promises an answer this many days after an application is complete */
    answerWithinDays: integer('answer_within_days').notNull().default(10),
    cityId: integer('city_id'),
    cityName: text('city_name'),
    stateCode: text('state_code'),
    countryCode: text('country_code').notNull().default('BR'),
    language: text('language').notNull(),
    educationLevel: text('education_level'),
    requirements: text('requirements'),
    /** criteria of the recruiters' scorecards besides the required skills, e.g. "Comunicação" */
    evaluationCriteria: jsonb('evaluation_criteria').$type<string[]>().notNull().default([]),
    /** [{ code, proficiency }] */
    languages: jsonb('languages').notNull().default([]),
    /** [{ name, url }] */
    files: jsonb('files').notNull().default([]),
    /** the application steps, in order (contract `positionStep`) */
    steps: jsonb('steps').notNull().default([]),
    /** draft | active | paused | archived */
    status: text('status').notNull(),
    /** null | pending | approved | rejected */
    approvalStatus: text('approval_status'),
    approvalNote: text('approval_note'),
    searchText: text('search_text').notNull(),
    skillsText: text('skills_text').notNull().default(''),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // the recruitment module's lists: a company's positions by status, last changed first
    index('positions_workspace_status_idx').on(t.workspaceId, t.status, t.updatedAt, t.id),
    // the recruiters' worklist sorted by last published and by title (the line above serves the default, last changed)
    index('positions_workspace_status_published_idx').on(t.workspaceId, t.status, t.publishedAt, t.id),
    index('positions_workspace_status_title_idx').on(t.workspaceId, t.status, t.title, t.id),
    // candidate search: open positions, newest first, and the same per category and per state
    index('positions_open_published_idx').on(t.publishedAt, t.id).where(sql`status = 'active'`),
    index('positions_open_category_idx').on(t.categoryId, t.publishedAt, t.id).where(sql`status = 'active'`),
    index('positions_open_state_idx').on(t.stateCode, t.publishedAt, t.id).where(sql`status = 'active'`),
    index('positions_open_company_idx').on(t.workspaceId, t.publishedAt, t.id).where(sql`status = 'active'`),
    // a category and a state together: their newest first, and every other column the search's filters
    // test after them, so the page and its count are answered from the index without reading the table
    index('positions_open_category_state_idx')
      .on(t.categoryId, t.stateCode, t.publishedAt, t.id, t.salaryMonthlyMin, t.cityId, t.contractType, t.remote, t.pcdOnly, t.workspaceId)
      .where(sql`status = 'active' and not internal_only`),
    // the job search ordered by salary, highest first, unspecified last
    index('positions_open_salary_idx')
      .on(t.salaryMonthlyMin.desc().nullsLast(), t.publishedAt.desc(), t.id.desc())
      .where(sql`status = 'active' and not internal_only`),
  ],
);
export type PositionRow = typeof positions.$inferSelect;

/** A position's skill requirements with the level asked for. */
export const positionSkills = pgTable(
  'position_skills',
  {
    positionId: uuid('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    skillId: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    level: text('level').notNull(),
  },
  (t) => [primaryKey({ columns: [t.positionId, t.skillId] }), index('position_skills_skill_idx').on(t.skillId)],
);

/** Recruiters linked to a position: managers and evaluators work on the positions they are linked to. */
export const positionMembers = pgTable(
  'position_members',
  {
    positionId: uuid('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.positionId, t.userId] }), index('position_members_user_idx').on(t.userId)],
);

/** Favourite positions; `notify_when_ready` is "apply when ready": tell the person when the gap is closed. */
export const favoritePositions = pgTable(
  'favorite_positions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    positionId: uuid('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    notifyWhenReady: boolean('notify_when_ready').notNull().default(false),
    readyNotifiedAt: timestamp('ready_notified_at', { withTimezone: true }),
    /** When the "apply when ready" job last compared the profile with the position (oldest first). */
    readyCheckedAt: timestamp('ready_checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.positionId] }),
    index('favorite_positions_user_created_idx').on(t.userId, t.createdAt),
    index('favorite_positions_position_idx').on(t.positionId),
    index('favorite_positions_waiting_idx')
      .on(sql`${t.readyCheckedAt} asc nulls first`, t.userId, t.positionId)
      .where(sql`${t.notifyWhenReady} and ${t.readyNotifiedAt} is null`),
  ],
);

/** Short news shown on discovery, managed by platform operators. */
export const cmsNews = pgTable(
  'cms_news',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    language: text('language').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    url: text('url'),
    imageUrl: text('image_url'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('cms_news_language_published_idx').on(t.language, t.publishedAt)],
);

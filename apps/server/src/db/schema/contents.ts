import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { skills } from './skills.ts';
import { workspaces } from './workspaces.ts';

/**
 * Learning contents. `search_text` is the folded title and description (no accents, lower case,
 * written by the application); the search vector derives from it in the three stemmers and 'simple' (migration
 * 0009), and a trigram index on it tolerates typos.
 */
export const contents = pgTable(
  'contents',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description'),
    link: text('link'),
    language: text('language').notNull(),
    duration: integer('duration'),
    durationUnit: text('duration_unit'),
    level: text('level'),
    coverUrl: text('cover_url'),
    isPrivate: boolean('is_private').notNull().default(false),
    isPublic: boolean('is_public').notNull().default(false),
    publishToProfile: boolean('publish_to_profile').notNull().default(false),
    hits: integer('hits').notNull().default(0),
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // a workspace's contents and the published tab, newest first
    index('contents_workspace_created_idx').on(t.workspaceId, t.createdAt, t.id),
    index('contents_author_created_idx').on(t.authorId, t.createdAt, t.id),
    // discovery's default listing: what everyone may see, newest first
    index('contents_public_created_idx').on(t.createdAt, t.id).where(sql`is_public and not is_private`),
  ],
);
export type ContentRow = typeof contents.$inferSelect;

export const contentSkills = pgTable(
  'content_skills',
  {
    contentId: uuid('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    skillId: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.contentId, t.skillId] }), index('content_skills_skill_idx').on(t.skillId, t.contentId)],
);

/** Pathways: ordered lists of contents. */
export const lists = pgTable(
  'lists',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description'),
    coverUrl: text('cover_url'),
    isPrivate: boolean('is_private').notNull().default(false),
    hits: integer('hits').notNull().default(0),
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('lists_workspace_created_idx').on(t.workspaceId, t.createdAt, t.id),
    index('lists_author_created_idx').on(t.authorId, t.createdAt, t.id),
    index('lists_open_created_idx').on(t.createdAt, t.id).where(sql`not is_private`),
  ],
);
export type ListRow = typeof lists.$inferSelect;

export const listSkills = pgTable(
  'list_skills',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    skillId: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.listId, t.skillId] }), index('list_skills_skill_idx').on(t.skillId, t.listId)],
);

export const listContents = pgTable(
  'list_contents',
  {
    listId: uuid('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    contentId: uuid('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.contentId] }), index('list_contents_content_idx').on(t.contentId)],
);

/**
 * What a person did with a content: access, in_progress, conclusion or drop_out. `verified` says the conclusion was
 * recorded by the content itself (a SCORM package's runtime, a quiz passed), with `score` when it gave one, not by a
 * click; any change the person makes by hand clears it.
 */
export const contentInteractions = pgTable(
  'content_interactions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: uuid('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    verified: boolean('verified').notNull().default(false),
    score: integer('score'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contentId] }),
    // the enrolled, in-progress and finished tabs, newest first
    index('content_interactions_user_state_idx').on(t.userId, t.state, t.updatedAt),
    index('content_interactions_content_idx').on(t.contentId),
  ],
);

export const listInteractions = pgTable(
  'list_interactions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listId: uuid('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listId] }), index('list_interactions_list_idx').on(t.listId)],
);

export const contentFavorites = pgTable(
  'content_favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentId: uuid('content_id')
      .notNull()
      .references(() => contents.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.contentId] }),
    index('content_favorites_user_created_idx').on(t.userId, t.createdAt),
    index('content_favorites_content_idx').on(t.contentId),
  ],
);

export const listFavorites = pgTable(
  'list_favorites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listId: uuid('list_id')
      .notNull()
      .references(() => lists.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listId] }),
    index('list_favorites_user_created_idx').on(t.userId, t.createdAt),
    index('list_favorites_list_idx').on(t.listId),
  ],
);

import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * The skills catalogue: one row per skill with its title in each language and the folded keys (no accents, lower
 * case) the search compares. `search_key` joins the three keys and carries the trigram index (migration 0005) that
 * serves search with typo tolerance. Seeded skills have a `code` (the seed's stable key); user-created ones have
 * `created_by` and the same title in every language.
 */
export const skills = pgTable(
  'skills',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    code: text('code'),
    titlePt: text('title_pt').notNull(),
    titleEn: text('title_en').notNull(),
    titleEs: text('title_es').notNull(),
    keyPt: text('key_pt').notNull(),
    keyEn: text('key_en').notNull(),
    keyEs: text('key_es').notNull(),
    searchKey: text('search_key').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('skills_code_key').on(t.code),
    // the catalogue by folded title in each language (GET /v1/skills/language) and the duplicate check of a new title
    index('skills_key_pt_idx').on(t.keyPt, t.id),
    index('skills_key_en_idx').on(t.keyEn, t.id),
    index('skills_key_es_idx').on(t.keyEs, t.id),
  ],
);

export type SkillRow = typeof skills.$inferSelect;

export const userSkills = pgTable(
  'user_skills',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skillId: uuid('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    /** interest | basic | intermediate | advanced, or null: no level */
    level: text('level'),
    main: boolean('main').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.skillId] }), index('user_skills_skill_idx').on(t.skillId)],
);

export type UserSkillRow = typeof userSkills.$inferSelect;

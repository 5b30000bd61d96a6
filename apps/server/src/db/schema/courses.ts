import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';
import { workspaces } from './workspaces.ts';

/** Organisations whose courses the catalogue lists. */
export const courseProviders = pgTable('course_providers', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  website: text('website'),
  logoUrl: text('logo_url'),
});

/** Course segments (areas), named in the three languages. */
export const courseSegments = pgTable('course_segments', {
  id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
  slug: text('slug').notNull().unique(),
  namePt: text('name_pt').notNull(),
  nameEn: text('name_en').notNull(),
  nameEs: text('name_es').notNull(),
});

/**
 * The course catalogue, loaded by the import command: (provider, external_id) makes a re-import
 * update instead of duplicating. `price_cents` 0 is free; `workload_hours` up to 40 is short-term.
 */
export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => courseProviders.id, { onDelete: 'cascade' }),
    segmentId: uuid('segment_id')
      .notNull()
      .references(() => courseSegments.id, { onDelete: 'restrict' }),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    modality: text('modality').notNull(),
    workloadHours: integer('workload_hours').notNull(),
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default('BRL'),
    language: text('language').notNull(),
    url: text('url').notNull(),
    imageUrl: text('image_url'),
    cityName: text('city_name'),
    stateCode: text('state_code'),
    searchText: text('search_text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('courses_provider_external_idx').on(t.providerId, t.externalId),
    index('courses_created_idx').on(t.createdAt, t.id),
    index('courses_segment_created_idx').on(t.segmentId, t.createdAt, t.id),
    index('courses_provider_created_idx').on(t.providerId, t.createdAt, t.id),
    index('courses_modality_created_idx').on(t.modality, t.createdAt, t.id),
  ],
);
export type CourseRow = typeof courses.$inferSelect;

/** Saved courses, optionally through a portal. */
export const savedCourses = pgTable(
  'saved_courses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    aggregatorId: uuid('aggregator_id').references(() => workspaces.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] }), index('saved_courses_user_created_idx').on(t.userId, t.createdAt)],
);

/** Enrolments: who enrolled where, with the phone the provider will call. */
export const courseEnrollments = pgTable(
  'course_enrollments',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    aggregatorId: uuid('aggregator_id').references(() => workspaces.id, { onDelete: 'set null' }),
    phone: text('phone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] }), index('course_enrollments_user_created_idx').on(t.userId, t.createdAt)],
);

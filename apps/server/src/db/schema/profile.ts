import type { AcademicExperience, AvatarUrls, LanguageSkill, ProfessionalExperience } from '@trilha/contract';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity.ts';

/**
 * The profile form of a user, one row per user, created on the first save. Name, last name and
 * phone stay on `users` (registration asks for them); skills live in `user_skills`. The repeated parts are JSON
 * arrays validated by the contract: they are always read and written with the whole profile.
 */
export const profiles = pgTable(
  'profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    username: text('username'),
    birthdate: date('birthdate', { mode: 'string' }),
    contactPhone: text('contact_phone'),
    contactCountryCode: text('contact_country_code'),
    countryAbbr: text('country_abbr'),
    state: text('state'),
    city: text('city'),
    cityId: integer('city_id'),
    isPcd: boolean('is_pcd').notNull().default(false),
    pcdType: text('pcd_type'),
    pcdCid: text('pcd_cid'),
    needAdaptation: boolean('need_adaptation').notNull().default(false),
    pcdAdaptation: text('pcd_adaptation'),
    professionalTitle: text('professional_title'),
    professionalDescription: text('professional_description'),
    preferredAreas: integer('preferred_areas').array().notNull().default(sql`'{}'`),
    professionalExperiences: jsonb('professional_experiences').$type<ProfessionalExperience[]>().notNull().default([]),
    academicExperiences: jsonb('academic_experiences').$type<AcademicExperience[]>().notNull().default([]),
    languages: jsonb('languages').$type<LanguageSkill[]>().notNull().default([]),
    socialLinks: jsonb('social_links').$type<{ type: string; url: string }[]>().notNull().default([]),
    contentLanguages: text('content_languages').array().notNull().default(sql`'{}'`),
    isPrivate: boolean('is_private').notNull().default(false),
    /** the four thumbnail URLs, null without a photo */
    avatar: jsonb('avatar').$type<AvatarUrls>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // usernames are unique whatever the case (the contract only accepts lower case; older rows may not)
    uniqueIndex('profiles_username_key').on(sql`lower(${t.username})`),
    // profiles by preferred area (discovery and recruitment read them)
    index('profiles_preferred_areas_idx').using('gin', t.preferredAreas),
  ],
);

export type ProfileRow = typeof profiles.$inferSelect;

import { z } from 'zod';

/**
 * The repeated parts of a profile, shared by the profile form and the resume
 * import's revision screen. Dates are ISO calendar dates (YYYY-MM-DD; month pickers send the first day).
 * The date rules (start and end differ, start before end, no future dates) are refinements in schemas.ts.
 */
export const isoDate = z.iso.date();

export const professionalExperience = z.object({
  company: z.string().trim().min(1).max(200),
  role: z.string().trim().min(1).max(200),
  tasks: z.string().trim().max(2000).default(''),
  startDate: isoDate,
  endDate: isoDate.nullable().default(null),
  currentlyWorking: z.boolean().default(false),
});
export type ProfessionalExperience = z.infer<typeof professionalExperience>;

export const academicExperience = z.object({
  institution: z.string().trim().min(1).max(200),
  title: z.string().trim().min(1).max(200),
  startDate: isoDate,
  endDate: isoDate.nullable().default(null),
  currentlyStudying: z.boolean().default(false),
});
export type AcademicExperience = z.infer<typeof academicExperience>;

/** Language proficiency: elementary, limited working, professional working, native or bilingual. */
export const LANGUAGE_PROFICIENCIES = ['elementary', 'limited_working', 'professional_working', 'native_or_bilingual'] as const;
export type LanguageProficiency = (typeof LANGUAGE_PROFICIENCIES)[number];

/** A spoken language by its ISO 639-1 code (the /v1/languages lookup) with a proficiency. */
export const languageSkill = z.object({
  language: z.string().trim().toLowerCase().length(2),
  proficiency: z.enum(LANGUAGE_PROFICIENCIES),
});
export type LanguageSkill = z.infer<typeof languageSkill>;

/** Link types. */
export const SOCIAL_LINK_TYPES = ['INSTAGRAM', 'LINKEDIN', 'TWITTER', 'FACEBOOK', 'URL'] as const;
export type SocialLinkType = (typeof SOCIAL_LINK_TYPES)[number];

import { z } from 'zod';
import { academicExperience, languageSkill, professionalExperience } from '../profile/items.ts';

/** PDF only, no password, at most 30 thousand characters (about 10 pages), 3 minutes. */
export const RESUME_MAX_CHARACTERS = 30_000;
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_ANALYSIS_MS = 3 * 60_000;
/** A resume is a few pages; past this a PDF is refused before any page is read, so a hostile file costs nothing. */
export const RESUME_MAX_PAGES = 30;

export const RESUME_STATUSES = ['pending', 'analysing', 'done', 'failed', 'timeout'] as const;
export type ResumeStatus = (typeof RESUME_STATUSES)[number];

/** The fields the revision screen shows; `found` names those read from the resume (highlighted). */
export const RESUME_FIELDS = [
  'name',
  'email',
  'phone',
  'city',
  'professionalTitle',
  'professionalDescription',
  'professionalExperiences',
  'academicExperiences',
  'languages',
  'skills',
] as const;
export type ResumeField = (typeof RESUME_FIELDS)[number];

/** What the analysis read from a resume; nothing of it is on the profile until the user confirms. */
export const resumeDraft = z.object({
  name: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  /**
   * the IBGE code of the municipality the city and state name, as the profile's `cityId`; null when they name none
   * (or several, or a city abroad), the text kept. Drafts read before it was resolved have none
   */
  cityId: z.number().int().positive().nullable().default(null),
  professionalTitle: z.string().nullable(),
  /** the resume's summary ("Resumo"); drafts read before it was read have none */
  professionalDescription: z.string().nullable().default(null),
  professionalExperiences: z.array(professionalExperience),
  academicExperiences: z.array(academicExperience),
  languages: z.array(languageSkill),
  skills: z.array(z.object({ skillId: z.string(), title: z.string() })),
  found: z.array(z.enum(RESUME_FIELDS)),
});
export type ResumeDraft = z.infer<typeof resumeDraft>;

export const resumeImport = z.object({
  id: z.string(),
  status: z.enum(RESUME_STATUSES),
  /** 0 to 100 */
  progress: z.number().int(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  draft: resumeDraft.nullable(),
});
export type ResumeImport = z.infer<typeof resumeImport>;

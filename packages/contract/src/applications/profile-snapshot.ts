import { z } from 'zod';
import { academicExperience, languageSkill, professionalExperience } from '../profile/items.ts';
import { skillLevel } from '../skills/schemas.ts';

/**
 * The Trilha profile as the candidate sent it (applying with the profile): a copy taken when the application
 * is sent, so later edits to the profile never change what the company received.
 */
export const profileSnapshot = z.object({
  name: z.string(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  experiences: z.array(professionalExperience),
  education: z.array(academicExperience),
  languages: z.array(languageSkill),
  skills: z.array(z.object({ title: z.string(), level: skillLevel })),
  takenAt: z.string(),
});
export type ProfileSnapshot = z.output<typeof profileSnapshot>;

/** Enough of a profile to stand for a resume: a professional title and an experience or a course. */
export const isProfileComplete = (profile: Pick<ProfileSnapshot, 'title' | 'experiences' | 'education'>) =>
  Boolean(profile.title) && profile.experiences.length + profile.education.length > 0;

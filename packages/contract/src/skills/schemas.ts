import { z } from 'zod';
import { isStorableText } from '../identity/text.ts';

/** Four levels plus "no level" (null). */
export const SKILL_LEVELS = ['interest', 'basic', 'intermediate', 'advanced'] as const;
export type SkillLevel = (typeof SKILL_LEVELS)[number];

/** At most three main skills; the catalogue pages hold 20. */
export const MAX_MAIN_SKILLS = 3;
export const SKILLS_PAGE_SIZE = 20;
export const SKILL_TITLE_MAX = 100;

export const skillLevel = z.enum(SKILL_LEVELS).nullable();

/** A catalogue skill, its title in the caller's language. */
export const skillItem = z.object({ id: z.string(), title: z.string() });
export type SkillItem = z.infer<typeof skillItem>;

/** A skill of a user: level null is "no level"; main marks one of the (at most three) defining skills. */
export const userSkillItem = z.object({ skillId: z.string(), title: z.string(), level: skillLevel, main: z.boolean() });
export type UserSkillItem = z.infer<typeof userSkillItem>;

/** A new skill's title: trimmed, 1 to 100 characters. */
export const skillTitle = z
  .string()
  .trim()
  .min(1)
  .max(SKILL_TITLE_MAX, { error: 'skill.title_length' })
  .refine(isStorableText, { error: 'invalid', abort: true });

/** One entry of the save: entries flagged deleted are left out of the saved list. */
export const userSkillEntry = z.object({
  skillId: z.uuid(),
  level: skillLevel.default(null),
  main: z.boolean().default(false),
  deleted: z.boolean().default(false),
});
export type UserSkillEntry = z.input<typeof userSkillEntry>;

/** The save replaces the user's list with its entries not flagged deleted; at most three are main (checked by the server). */
export const saveUserSkillsBody = z.object({ skills: z.array(userSkillEntry).max(500) });

/** Number of main skills among the entries kept by a save. */
export const mainSkillCount = (skills: { main?: boolean; deleted?: boolean }[]) =>
  skills.filter((entry) => entry.main && !entry.deleted).length;

/** Search text: accents and case do not matter (the server folds them). */
export const skillSearchText = z.string().trim().max(SKILL_TITLE_MAX).refine(isStorableText, { error: 'invalid', abort: true }).default('');

/** Folds a title for comparison and search: no accents, lower case, single spaces. */
export function skillKey(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

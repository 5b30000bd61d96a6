import { MAX_MAIN_SKILLS, type SkillLevel, type UserSkillItem } from '@trilha/contract';

/** One skill of the list being edited; removal only flags it, so the save can leave it out. */
export interface DraftSkill {
  skillId: string;
  title: string;
  level: SkillLevel | null;
  main: boolean;
  deleted: boolean;
}

export const draftOf = (items: UserSkillItem[]): DraftSkill[] => items.map((item) => ({ ...item, deleted: false }));

/** Adds a skill (or brings back one removed in this edit); a skill already listed stays as it is. */
export function addSkill(list: DraftSkill[], skill: { id: string; title: string }): DraftSkill[] {
  const present = list.find((entry) => entry.skillId === skill.id);
  if (present) return present.deleted ? list.map((entry) => (entry === present ? { ...entry, deleted: false, main: false } : entry)) : list;
  return [...list, { skillId: skill.id, title: skill.title, level: null, main: false, deleted: false }];
}

export const visibleSkills = (list: DraftSkill[]) => list.filter((entry) => !entry.deleted);

export const mainCount = (list: DraftSkill[]) => visibleSkills(list).filter((entry) => entry.main).length;

/** Marks or unmarks a main skill; a fourth main skill is refused (null). */
export function toggleMain(list: DraftSkill[], skillId: string): DraftSkill[] | null {
  const entry = list.find((item) => item.skillId === skillId);
  if (!entry) return list;
  if (!entry.main && mainCount(list) >= MAX_MAIN_SKILLS) return null;
  return list.map((item) => (item === entry ? { ...item, main: !item.main } : item));
}

export const setLevel = (list: DraftSkill[], skillId: string, level: SkillLevel | null) =>
  list.map((item) => (item.skillId === skillId ? { ...item, level } : item));

/** Removal sets the deleted flag (and drops the main mark). */
export const removeSkill = (list: DraftSkill[], skillId: string) =>
  list.map((item) => (item.skillId === skillId ? { ...item, deleted: true, main: false } : item));

/** The save's body: every entry, the removed ones flagged deleted. */
export const saveBodyOf = (list: DraftSkill[]) => ({
  skills: list.map(({ skillId, level, main, deleted }) => ({ skillId, level, main, deleted })),
});

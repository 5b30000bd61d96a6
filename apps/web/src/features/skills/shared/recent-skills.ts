/** A skill as the picker shows it. */
export interface PickedSkill {
  id: string;
  title: string;
}

const RECENT_SKILLS = 5;
const KEY = 'trilha.recentSkills';

/**
 * Recently used skills keep the last five, pending ones merged in, duplicates ignored. The newly picked
 * (pending) come first, newest first, then the ones remembered before; a skill appears once.
 */
export function mergeRecent(remembered: PickedSkill[], pending: PickedSkill[]): PickedSkill[] {
  const merged: PickedSkill[] = [];
  for (const skill of [...[...pending].reverse(), ...remembered]) {
    if (!merged.some((kept) => kept.id === skill.id)) merged.push(skill);
  }
  return merged.slice(0, RECENT_SKILLS);
}

const isPicked = (value: unknown): value is PickedSkill =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PickedSkill).id === 'string' &&
  typeof (value as PickedSkill).title === 'string';

/** The recently used skills of this browser (what another tab or an old version wrote is checked, not trusted). */
export const recentSkillsStorage = {
  get(): PickedSkill[] {
    try {
      const value = JSON.parse(localStorage.getItem(KEY) ?? '[]');
      return Array.isArray(value) ? value.filter(isPicked).slice(0, RECENT_SKILLS) : [];
    } catch {
      return [];
    }
  },
  set(skills: PickedSkill[]): void {
    localStorage.setItem(KEY, JSON.stringify(skills.slice(0, RECENT_SKILLS)));
  },
};

import { afterEach, describe, expect, it } from 'vitest';
import { mergeRecent, recentSkillsStorage } from './recent-skills.ts';

const skill = (n: number) => ({ id: `s${n}`, title: `Skill ${n}` });

describe('recently used skills: the last five, pending merged in, duplicates ignored', () => {
  afterEach(() => localStorage.clear());

  it('puts the newly picked first, newest first, and keeps five', () => {
    const remembered = [skill(1), skill(2), skill(3), skill(4)];
    expect(mergeRecent(remembered, [skill(5), skill(6)]).map((s) => s.id)).toEqual(['s6', 's5', 's1', 's2', 's3']);
  });
  it('ignores duplicates, moving a skill picked again to the front', () => {
    expect(mergeRecent([skill(1), skill(2)], [skill(2)]).map((s) => s.id)).toEqual(['s2', 's1']);
    expect(mergeRecent([], [skill(3), skill(3)]).map((s) => s.id)).toEqual(['s3']);
  });
  it('stores at most five and reads back only well-formed entries', () => {
    recentSkillsStorage.set([1, 2, 3, 4, 5, 6].map(skill));
    expect(recentSkillsStorage.get()).toHaveLength(5);
    localStorage.setItem('trilha.recentSkills', JSON.stringify([skill(1), { id: 3 }, 'x']));
    expect(recentSkillsStorage.get()).toEqual([skill(1)]);
    localStorage.setItem('trilha.recentSkills', '{not json');
    expect(recentSkillsStorage.get()).toEqual([]);
  });
});

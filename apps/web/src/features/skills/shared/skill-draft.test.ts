import { describe, expect, it } from 'vitest';
import { addSkill, type DraftSkill, mainCount, removeSkill, saveBodyOf, setLevel, toggleMain, visibleSkills } from './skill-draft.ts';

const skill = (n: number) => ({ id: `id-${n}`, title: `Skill ${n}` });
const listOf = (count: number) => Array.from({ length: count }, (_, n) => skill(n)).reduce<DraftSkill[]>(addSkill, []);

describe('skill draft', () => {
  it('adds a skill once, with no level and not main', () => {
    const list = addSkill(addSkill([], skill(1)), skill(1));
    expect(list).toEqual([{ skillId: 'id-1', title: 'Skill 1', level: null, main: false, deleted: false }]);
  });

  it('refuses a fourth main skill and lets one go', () => {
    let list = listOf(4);
    for (const n of [0, 1, 2]) list = toggleMain(list, `id-${n}`) ?? list;
    expect(mainCount(list)).toBe(3);
    expect(toggleMain(list, 'id-3')).toBeNull();
    const fewer = toggleMain(list, 'id-0');
    expect(fewer && mainCount(fewer)).toBe(2);
  });

  it('removes by flagging deleted, and the flagged entry is sent with the save', () => {
    let list = setLevel(listOf(2), 'id-0', 'advanced');
    list = toggleMain(list, 'id-1') ?? list;
    list = removeSkill(list, 'id-1');
    expect(visibleSkills(list).map((entry) => entry.skillId)).toEqual(['id-0']);
    expect(mainCount(list)).toBe(0);
    expect(saveBodyOf(list).skills).toEqual([
      { skillId: 'id-0', level: 'advanced', main: false, deleted: false },
      { skillId: 'id-1', level: null, main: false, deleted: true },
    ]);
    expect(visibleSkills(addSkill(list, skill(1)))).toHaveLength(2);
  });
});

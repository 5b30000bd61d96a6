import { describe, expect, it } from 'vitest';
import { createSkill, saveUserSkills } from './endpoints.ts';
import { MAX_MAIN_SKILLS, mainSkillCount, skillKey } from './schemas.ts';

describe('skill schemas', () => {
  it('folds titles for search and duplicates: accents, case and spaces do not matter', () => {
    expect(skillKey('  Programação   Orientada ')).toBe('programacao orientada');
    expect(skillKey('GESTIÓN')).toBe(skillKey('gestion'));
  });

  it('trims a new title and bounds it', () => {
    expect(createSkill.body.parse({ title: '  Cultivo de pitaia ' })).toEqual({ title: 'Cultivo de pitaia' });
    expect(createSkill.body.safeParse({ title: '   ' }).success).toBe(false);
    expect(createSkill.body.safeParse({ title: 'x'.repeat(101) }).success).toBe(false);
    expect(createSkill.body.safeParse({ title: 'a\u0000b' }).success).toBe(false);
  });

  it('accepts the four levels and no level, and defaults main and deleted to false', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    for (const level of ['interest', 'basic', 'intermediate', 'advanced', null]) {
      expect(saveUserSkills.body.safeParse({ skills: [{ skillId: id, level }] }).success).toBe(true);
    }
    expect(saveUserSkills.body.parse({ skills: [{ skillId: id }] }).skills[0]).toEqual({
      skillId: id,
      level: null,
      main: false,
      deleted: false,
    });
    expect(saveUserSkills.body.safeParse({ skills: [{ skillId: id, level: 'expert' }] }).success).toBe(false);
    expect(saveUserSkills.body.safeParse({ skills: [{ skillId: 'abc' }] }).success).toBe(false);
  });

  it('counts main skills without the deleted ones', () => {
    expect(MAX_MAIN_SKILLS).toBe(3);
    expect(mainSkillCount([{ main: true }, { main: true, deleted: true }, { main: false }, { main: true }])).toBe(2);
  });
});

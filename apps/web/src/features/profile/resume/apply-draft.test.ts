import { profileForm, type ResumeDraft } from '@trilha/contract';
import { describe, expect, it } from 'vitest';
import { mergeDraft, mergeSkills } from './apply-draft.ts';

const draft: ResumeDraft = {
  name: 'Maria',
  lastName: 'Oliveira',
  email: 'maria@example.com',
  phone: '(81) 99876-5432',
  city: 'Recife',
  state: 'PE',
  cityId: 2611606,
  professionalTitle: 'Enfermeira',
  professionalDescription: 'Enfermeira com oito anos de experiência em UTI.',
  professionalExperiences: [
    { company: 'Hospital Central', role: 'Enfermeira', tasks: '', startDate: '2019-03-01', endDate: null, currentlyWorking: true },
    { company: 'Clínica Sol', role: 'Técnica', tasks: '', startDate: '2015-02-01', endDate: '2019-02-01', currentlyWorking: false },
  ],
  academicExperiences: [],
  languages: [{ language: 'en', proficiency: 'limited_working' }],
  skills: [{ skillId: 's2', title: 'Enfermagem' }],
  found: ['name'],
};

describe('a confirmed resume draft', () => {
  it('fills empty fields and adds what is new, keeping what the user had', () => {
    const mine = profileForm.parse({
      name: 'Maria',
      lastName: 'O.',
      professionalTitle: 'Supervisora',
      professionalExperiences: [{ company: 'hospital central', role: 'ENFERMEIRA', startDate: '2019-03-01', currentlyWorking: true }],
    });
    const merged = mergeDraft(mine, draft);
    expect(merged.professionalTitle).toBe('Supervisora');
    expect(merged.professionalDescription).toBe('Enfermeira com oito anos de experiência em UTI.');
    expect(merged).toMatchObject({ phone: '(81) 99876-5432', countryCode: 'br', city: 'Recife', state: 'PE', countryAbbr: 'BRA' });
    // the municipality the import resolved, as a city chosen by hand: positions in Recife match it
    expect(merged.cityId).toBe(2611606);
    expect(merged.professionalExperiences.map((item) => item.company)).toEqual(['hospital central', 'Clínica Sol']);
    expect(merged.languages).toEqual([{ language: 'en', proficiency: 'limited_working' }]);
    // the result is a valid form
    expect(profileForm.safeParse(merged).success).toBe(true);
  });

  it('reads a US resume as the US', () => {
    const merged = mergeDraft(profileForm.parse({ name: 'John', lastName: 'Carter' }), {
      ...draft,
      phone: '(415) 555-0134',
      city: 'San Francisco',
      state: 'CA',
      cityId: null,
    });
    expect(merged).toMatchObject({ countryCode: 'us', countryAbbr: 'USA', city: 'San Francisco', cityId: null });
  });

  it('adds the new skills without a level, keeping the user ones', () => {
    expect(
      mergeSkills([{ skillId: 's1', title: 'SQL', level: 'advanced', main: true }], {
        ...draft,
        skills: [{ skillId: 's1', title: 'SQL' }, ...draft.skills],
      }),
    ).toEqual({
      skills: [
        { skillId: 's1', level: 'advanced', main: true },
        { skillId: 's2', level: null, main: false },
      ],
    });
  });
});

describe('the city of a draft', () => {
  it('keeps the city the user had, with its code, over the one read', () => {
    const mine = profileForm.parse({ name: 'Maria', lastName: 'Oliveira', city: 'Campinas', state: 'SP', cityId: 3509502 });
    expect(mergeDraft(mine, draft)).toMatchObject({ city: 'Campinas', state: 'SP', cityId: 3509502 });
  });

  it('takes a city the import could not resolve as text, without a code', () => {
    const merged = mergeDraft(profileForm.parse({ name: 'Maria', lastName: 'Oliveira' }), {
      ...draft,
      city: 'Vila Inventada',
      cityId: null,
    });
    expect(merged).toMatchObject({ city: 'Vila Inventada', state: 'PE', cityId: null });
    expect(profileForm.safeParse(merged).success).toBe(true);
  });
});

describe('a draft the form would refuse', () => {
  it('leaves out a phone its country rules refuse', () => {
    const merged = mergeDraft(profileForm.parse({ name: 'Ana', lastName: 'Souza' }), { ...draft, phone: '(00) 12345-6789' });
    expect(merged.phone).toBeNull();
    expect(profileForm.safeParse(merged).success).toBe(true);
  });
});

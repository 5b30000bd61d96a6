import { describe, expect, it } from 'vitest';
import { profileDateProblems, profileForm, username } from './schemas.ts';

const base = { name: 'Ana', lastName: 'Souza' };
const job = { company: 'Acme', role: 'Analista', startDate: '2020-01-01' };
const issuesOf = (value: unknown) => {
  const result = profileForm.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('profile form', () => {
  it('fills defaults for a minimal form', () => {
    expect(profileForm.parse(base)).toMatchObject({ username: null, professionalExperiences: [], isPrivate: false, contentLanguages: [] });
  });

  it('gives each period rule its own message', () => {
    expect(issuesOf({ ...base, professionalExperiences: [{ ...job, endDate: '2020-01-01' }] })).toEqual([
      ['professionalExperiences.0.endDate', 'date.same'],
    ]);
    expect(issuesOf({ ...base, professionalExperiences: [{ ...job, endDate: '2019-01-01' }] })).toEqual([
      ['professionalExperiences.0.endDate', 'date.order'],
    ]);
    expect(issuesOf({ ...base, professionalExperiences: [job] })).toEqual([['professionalExperiences.0.endDate', 'required']]);
    expect(issuesOf({ ...base, professionalExperiences: [{ ...job, currentlyWorking: true }] })).toEqual([]);
  });

  it('checks username, CID-10, URLs and duplicates', () => {
    expect(username.safeParse('abc').error?.issues[0]?.message).toBe('username.length');
    expect(username.safeParse('Ana').error?.issues[0]?.message).toBe('username.length');
    expect(username.safeParse('ana souza').error?.issues[0]?.message).toBe('username.chars');
    expect(username.safeParse('ana.souza_@1').success).toBe(true);
    expect(issuesOf({ ...base, isPCD: true, pcdType: 'visual', pcdCID: 'h54.4' })).toEqual([]);
    expect(issuesOf({ ...base, isPCD: true, pcdType: 'visual', pcdCID: '54' })).toEqual([['pcdCID', 'pcd.cid']]);
    expect(issuesOf({ ...base, socialLinks: [{ type: 'URL', url: 'ftp://x.com' }] })).toEqual([['socialLinks.0.url', 'url.invalid']]);
    expect(
      issuesOf({
        ...base,
        socialLinks: [
          { type: 'URL', url: 'https://a.com' },
          { type: 'URL', url: 'https://b.com' },
        ],
      }),
    ).toEqual([['socialLinks.1', 'profile.duplicate']]);
  });

  it('checks phones by country with their own messages', () => {
    expect(issuesOf({ ...base, phone: '00 98765-4321', countryCode: 'br' })).toEqual([['phone', 'phone.ddd']]);
    expect(issuesOf({ ...base, phone: '11 1234', countryCode: 'br' })).toEqual([['phone', 'phone.invalid']]);
    expect(issuesOf({ ...base, phone: '11 98765-4321' })).toEqual([['countryCode', 'required']]);
  });
});

describe('date rules that need today', () => {
  const today = '2026-03-10';
  const form = { birthdate: null, professionalExperiences: [], academicExperiences: [] };
  it('refuses future dates and too young or impossible birth dates', () => {
    expect(profileDateProblems({ ...form, birthdate: '2026-03-11' }, today)).toEqual({ birthdate: 'date.future' });
    expect(profileDateProblems({ ...form, birthdate: '2012-03-11' }, today)).toEqual({ birthdate: 'birthdate.min_age' });
    expect(profileDateProblems({ ...form, birthdate: '2012-03-10' }, today)).toEqual({});
    expect(profileDateProblems({ ...form, birthdate: '1900-01-01' }, today)).toEqual({ birthdate: 'birthdate.too_old' });
    const future = { company: 'A', role: 'B', tasks: '', startDate: '2026-04-01', endDate: null, currentlyWorking: true };
    expect(profileDateProblems({ ...form, professionalExperiences: [future] }, today)).toEqual({
      'professionalExperiences.0.startDate': 'date.future',
    });
  });
});

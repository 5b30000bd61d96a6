import { describe, expect, it } from 'vitest';
import '../errors/zod-messages.ts';
import { BRAZILIAN_DDDS, phoneProblem } from './phone.ts';
import { registerCandidateBody } from './register-schemas.ts';
import { passwordField, passwordStrength } from './schemas.ts';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('passwordStrength', () => {
  it.each([
    ['', 'weak'],
    ['abcdefgh', 'weak'],
    ['abcdEFGH', 'weak'],
    ['Senha é1@', 'weak'],
    ['abcdEFG1', 'moderate'],
    ['Senha@123', 'moderate'],
    ['Trilha@2026xyz', 'strong'],
  ])('rates %s as %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });
});

describe('passwordField', () => {
  it('accepts every allowed special character', () => {
    for (const special of '*@!#%&()^~{}$') expect(passwordField.safeParse(`Senha1${special}x`).success, special).toBe(true);
  });

  it('names the first broken rule', () => {
    expect(issues(passwordField.safeParse(''))[0]).toEqual(['', 'required']);
    expect(issues(passwordField.safeParse('Ab1@'))[0]).toEqual(['', 'password.min']);
    expect(issues(passwordField.safeParse('Senha1@?'))).toEqual([['', 'password.invalid_chars']]);
    expect(issues(passwordField.safeParse('Senha123'))).toEqual([['', 'password.rules']]);
  });
});

describe('phones', () => {
  it('knows the real Brazilian area codes', () => {
    expect(BRAZILIAN_DDDS.size).toBe(67);
    for (const ddd of ['11', '21', '61', '71', '85', '99']) expect(BRAZILIAN_DDDS.has(ddd)).toBe(true);
    for (const ddd of [
      '10',
      '20',
      '23',
      '25',
      '26',
      '29',
      '30',
      '36',
      '39',
      '40',
      '50',
      '52',
      '56',
      '60',
      '70',
      '72',
      '76',
      '78',
      '80',
      '90',
    ])
      expect(BRAZILIAN_DDDS.has(ddd)).toBe(false);
  });

  it.each([
    ['11 98765-4321', 'br', null],
    ['(21) 3333-4444', 'br', null],
    ['20 98765-4321', 'br', 'phone.ddd'],
    ['11 8765-432', 'br', 'phone.invalid'],
    ['+55 11 98765-4321', 'br', 'phone.invalid'],
    ['(202) 555-0123', 'us', null],
    ['123 456 7890', 'us', 'phone.invalid'],
    ['312 345 6789', 'it', null],
  ] as const)('%s in %s -> %s', (phone, country, problem) => {
    expect(phoneProblem(phone, country)).toBe(problem);
  });
});

describe('registerCandidateBody', () => {
  const base = {
    name: 'Ana',
    lastName: 'Souza',
    email: ' Ana@Example.com',
    password: 'Senha@123',
    confirmPassword: 'Senha@123',
    phone: '11987654321',
    countryCode: 'br',
    acceptTerms: true,
  };

  it('normalises the e-mail', () => {
    expect(registerCandidateBody.parse(base).email).toBe('ana@example.com');
  });

  it('checks the confirmation and the phone only once their fields are valid', () => {
    expect(issues(registerCandidateBody.safeParse({ ...base, confirmPassword: 'x' }))).toEqual([['confirmPassword', 'password.mismatch']]);
    expect(issues(registerCandidateBody.safeParse({ ...base, password: 'fraca', confirmPassword: 'x' }))).toEqual([
      ['password', 'password.min'],
      ['password', 'password.rules'],
    ]);
    expect(issues(registerCandidateBody.safeParse({ ...base, countryCode: 'xx', phone: '1' }))).toEqual([['countryCode', 'invalid']]);
  });

  it('refuses text PostgreSQL cannot store', () => {
    expect(issues(registerCandidateBody.safeParse({ ...base, name: 'A\u0000na' }))).toEqual([['name', 'invalid']]);
    expect(issues(registerCandidateBody.safeParse({ ...base, lastName: '\ud800' }))).toEqual([['lastName', 'invalid']]);
  });
});

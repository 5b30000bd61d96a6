import { registerCandidateBody } from '@trilha/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { zodValidate } from './zod-validate.ts';

beforeAll(() => initI18n());

describe('zodValidate', () => {
  it('gives the pt-BR messages of the registration rules', () => {
    const errors = zodValidate(registerCandidateBody)({
      name: '',
      lastName: 'Souza',
      email: 'not-an-email',
      password: 'Abc12345',
      confirmPassword: 'Abc12345',
      phone: '0012345678',
      countryCode: 'br',
      acceptTerms: true,
    });
    expect(errors.name).toBe('Este campo é obrigatório');
    expect(errors.email).toBe('E-mail inválido');
  });
  it('returns no errors for valid values', () => {
    const errors = zodValidate(registerCandidateBody)({
      name: 'Ana',
      lastName: 'Souza',
      email: 'ana@example.com',
      password: 'Senha@123',
      confirmPassword: 'Senha@123',
      phone: '11987654321',
      countryCode: 'br',
      acceptTerms: true,
    });
    expect(errors).toEqual({});
  });
});

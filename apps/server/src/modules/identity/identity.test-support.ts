import { randomBytes } from 'node:crypto';
import type { RegisterCandidateBody } from '@trilha/contract';
import type { TestApp } from '../../../test/app.ts';

export const NEW_PASSWORD = 'Nova#Senha9';

export const uniqueEmail = (prefix = 'pessoa') => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

/** A valid sign-up form; overrides may be anything, to test the refusals. */
export function registerBody(overrides: Partial<Record<keyof RegisterCandidateBody, unknown>> = {}) {
  const valid = {
    name: 'Ana',
    lastName: 'Souza',
    email: uniqueEmail(),
    password: 'Senha@123',
    confirmPassword: 'Senha@123',
    phone: '(11) 98765-4321',
    countryCode: 'br',
    acceptTerms: true,
  };
  return { ...valid, ...overrides } as typeof valid & Record<string, unknown>;
}

/** Each test signs in from an address of its own, so per-address throttling never leaks between tests. */
export const address = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

export const signIn = (t: TestApp, email: string, password: string, remoteAddress = address()) =>
  t.request({ method: 'POST', url: '/v1/auth', payload: { email, password }, remoteAddress });

import { companyApi, type EndpointDefinition } from '@trilha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type AdminCompany, createAdminCompany, validDetails, validDetailsUs } from '../../../test/factories/index.ts';

/**
 * The permission matrix of the company data routes: the company's administrator, a member, support staff while the
 * company allows support and in a company that does not, a user of no company, another company's administrator
 * (404: other tenants stay invisible) and no session.
 */
const ACTORS = ['admin', 'member', 'support', 'supportBlocked', 'outsider', 'otherAdmin', 'anonymous'] as const;
type ActorName = (typeof ACTORS)[number];
type Expect = Record<ActorName, number>;

/** admin.access: support staff read while allowed. */
const READ: Expect = { admin: 200, member: 403, support: 200, supportBlocked: 403, outsider: 404, otherAdmin: 404, anonymous: 401 };
/** writes: the company's administrators only; support staff are read-only. */
const WRITE: Expect = { ...READ, support: 403 };

interface Case {
  endpoint: EndpointDefinition;
  request: { method: 'GET' | 'PUT'; url: string; payload?: unknown };
  expect: Expect;
}

const CASES: Case[] = [
  { endpoint: companyApi.getCompany, request: { method: 'GET', url: '/v1/-/company?lang=pt-BR' }, expect: READ },
  { endpoint: companyApi.updateCompany, request: { method: 'PUT', url: '/v1/-/company', payload: { linkedinId: '1337' } }, expect: WRITE },
  { endpoint: companyApi.getCompanyDetails, request: { method: 'GET', url: '/v1/-/company/details' }, expect: READ },
  {
    endpoint: companyApi.updateCompanyDetails,
    request: { method: 'PUT', url: '/v1/-/company/details', payload: validDetails() },
    expect: WRITE,
  },
  { endpoint: companyApi.getCompanyDetailsUs, request: { method: 'GET', url: '/v1/-/company/details_us' }, expect: READ },
  {
    endpoint: companyApi.updateCompanyDetailsUs,
    request: { method: 'PUT', url: '/v1/-/company/details_us', payload: validDetailsUs() },
    expect: WRITE,
  },
];

let t: TestApp;
let c: AdminCompany;
beforeAll(async () => {
  t = await createTestApp();
  c = await createAdminCompany(t);
});
afterAll(() => t.close());

const tokenOf = (actor: ActorName) => {
  if (actor === 'anonymous') return undefined;
  return c[actor === 'supportBlocked' ? 'support' : actor].token;
};

describe('company permission matrix', () => {
  for (const testCase of CASES) {
    it(`${testCase.endpoint.method} ${testCase.endpoint.path}`, async () => {
      const got: Partial<Expect> = {};
      for (const actor of ACTORS) {
        const res = await t.request({
          method: testCase.request.method,
          url: testCase.request.url,
          payload: testCase.request.payload as Record<string, unknown>,
          token: tokenOf(actor),
          company: actor === 'supportBlocked' ? c.otherSubdomain : c.subdomain,
        });
        got[actor] = res.statusCode;
        if (res.statusCode >= 400) expect(res.json().error.code, `${actor}: ${res.body}`).toBeTypeOf('string');
        if (actor === 'supportBlocked') expect(res.json().error.message).toBe('Usuário de suporte atualmente indisponível.');
      }
      expect(got).toEqual(testCase.expect);
    });
  }

  it('has one row per endpoint of the company contract, each requesting its own endpoint', () => {
    const endpoints = (Object.values(companyApi) as unknown[]).filter(
      (value): value is EndpointDefinition => typeof value === 'object' && value !== null && 'path' in value,
    );
    expect(new Set(CASES.map((testCase) => testCase.endpoint))).toEqual(new Set(endpoints));
    for (const { endpoint, request } of CASES) {
      expect(request.method).toBe(endpoint.method);
      expect(request.url.split('?')[0]).toBe(endpoint.path);
    }
  });
});

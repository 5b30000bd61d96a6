import { companyUsersApi, type EndpointDefinition } from '@trilha/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type CompanyOf, createCompany, insertInvite, STAFF_PEOPLE } from '../../../test/factories/index.ts';
import { workspaces } from '../../db/schema/index.ts';

/**
 * The permission matrix of every company-users route: the company's administrator, content creator and member,
 * support staff while the company allows support and while it does not, another company's administrator and no
 * session. Another tenant sees 404; support staff only read.
 */
const ACTORS = ['administrator', 'content_creator', 'member', 'supportAllowed', 'supportBlocked', 'otherAdmin', 'anonymous'] as const;
type ActorName = (typeof ACTORS)[number];
type Company = CompanyOf<typeof STAFF_PEOPLE>;
type Expect = Record<ActorName, number>;

const READ = (status: number): Expect => ({
  administrator: status,
  content_creator: 403,
  member: 403,
  supportAllowed: status,
  supportBlocked: 403,
  otherAdmin: 404,
  anonymous: 401,
});
const WRITE = (status: number): Expect => ({ ...READ(status), supportAllowed: 403 });
const SIGNED_IN = (status: number): Expect => ({ ...(Object.fromEntries(ACTORS.map((a) => [a, status])) as Expect), anonymous: 401 });

interface Case {
  endpoint: EndpointDefinition;
  /** true when success changes state: each actor then gets a fresh company */
  mutates?: boolean;
  prepare?: (t: TestApp, company: Company) => Promise<Record<string, string>>;
  request: (company: Company, extra: Record<string, string>) => { method: string; url: string; payload?: unknown };
  expect: Expect;
}

const invited = async (t: TestApp, c: Company) => {
  const invite = await insertInvite(t, c.id);
  return { invite: invite.id, email: invite.email };
};

const CASES: Case[] = [
  {
    endpoint: companyUsersApi.listCompanyUsers,
    request: () => ({ method: 'GET', url: '/v1/-/company/users?tab=removed' }),
    expect: READ(200),
  },
  {
    endpoint: companyUsersApi.inviteCompanyUsers,
    mutates: true,
    request: () => ({ method: 'POST', url: '/v1/-/company/users', payload: { emails: ['nova@example.com'], type: 'member' } }),
    expect: WRITE(201),
  },
  {
    endpoint: companyUsersApi.listCompanyUserInvites,
    request: () => ({ method: 'GET', url: '/v1/-/company/users/invites' }),
    expect: READ(200),
  },
  {
    endpoint: companyUsersApi.resendCompanyUserInvite,
    mutates: true,
    prepare: invited,
    request: (_c, x) => ({ method: 'PUT', url: '/v1/-/company/users/invites', payload: { email: x.email } }),
    expect: WRITE(200),
  },
  {
    endpoint: companyUsersApi.cancelCompanyUserInvite,
    mutates: true,
    prepare: invited,
    request: (_c, x) => ({ method: 'DELETE', url: '/v1/-/company/users/invites', payload: { email: x.email } }),
    expect: WRITE(200),
  },
  {
    endpoint: companyUsersApi.getCompanyUser,
    request: (c) => ({ method: 'GET', url: `/v1/-/company/users/${c.target.id}` }),
    expect: READ(200),
  },
  {
    endpoint: companyUsersApi.changeCompanyUserType,
    mutates: true,
    request: (c) => ({ method: 'PUT', url: `/v1/-/company/users/${c.target.id}`, payload: { type: 'member' } }),
    expect: WRITE(200),
  },
  {
    endpoint: companyUsersApi.reactivateCompanyUser,
    mutates: true,
    prepare: async (t, c) => {
      await t.request({ method: 'DELETE', url: `/v1/-/company/users/${c.target.id}`, token: c.owner.token, company: c.subdomain });
      return {};
    },
    request: (c) => ({ method: 'POST', url: `/v1/-/company/users/${c.target.id}` }),
    expect: WRITE(200),
  },
  {
    endpoint: companyUsersApi.removeCompanyUser,
    mutates: true,
    request: (c) => ({ method: 'DELETE', url: `/v1/-/company/users/${c.target.id}` }),
    expect: WRITE(200),
  },
  {
    endpoint: companyUsersApi.getCompanyInvite,
    prepare: invited,
    request: (_c, x) => ({ method: 'GET', url: `/v1/-/invites/${x.invite}` }),
    expect: READ(200),
  },
  {
    endpoint: companyUsersApi.acceptCompanyInvite,
    mutates: true,
    prepare: invited,
    request: (_c, x) => ({ method: 'POST', url: `/v1/-/invites/${x.invite}` }),
    // only the addressee may accept (see company-users.test.ts)
    expect: SIGNED_IN(403),
  },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const allowSupport = (id: string, allow: boolean) => t.db.update(workspaces).set({ allowSupport: allow }).where(eq(workspaces.id, id));

describe('company-users permission matrix', () => {
  for (const testCase of CASES) {
    it(`${testCase.endpoint.method} ${testCase.endpoint.path}`, async () => {
      let shared: { company: Company; extra: Record<string, string> } | undefined;
      const fixture = async () => {
        if (shared && !testCase.mutates) return shared;
        const company = await createCompany(t, { people: STAFF_PEOPLE, workspace: { allowSupport: true } });
        shared = { company, extra: (await testCase.prepare?.(t, company)) ?? {} };
        return shared;
      };
      const got: Partial<Expect> = {};
      for (const actor of ACTORS) {
        const { company, extra } = await fixture();
        const request = testCase.request(company, extra);
        const token = {
          administrator: company.administrator.token,
          content_creator: company.content_creator.token,
          member: company.member.token,
          supportAllowed: company.support.token,
          supportBlocked: company.support.token,
          otherAdmin: company.otherAdmin.token,
          anonymous: undefined,
        }[actor];
        if (actor === 'supportBlocked') await allowSupport(company.id, false);
        const res = await t.request({ ...(request as { method: 'GET'; url: string }), token, company: company.subdomain });
        if (actor === 'supportBlocked') await allowSupport(company.id, true);
        got[actor] = res.statusCode;
        if (res.statusCode >= 400) expect(res.json().error.code, `${actor}: ${res.body}`).toBeTypeOf('string');
      }
      expect(got).toEqual(testCase.expect);
    });
  }

  it('has one row per endpoint of the company-users contract', () => {
    const endpoints = (Object.values(companyUsersApi) as unknown[]).filter(
      (value): value is EndpointDefinition => typeof value === 'object' && value !== null && 'path' in value,
    );
    expect(new Set(CASES.map((testCase) => testCase.endpoint))).toEqual(new Set(endpoints));
    expect(CASES.length).toBe(endpoints.length);
  });
});

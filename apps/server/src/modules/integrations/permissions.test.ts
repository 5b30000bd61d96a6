import { type EndpointDefinition, integrationsApi } from '@trilha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  ADMINISTRATOR_PEOPLE,
  type AdministratorCompany as Company,
  createAdminCompany,
  sandboxToken,
} from '../../../test/factories/index.ts';

/**
 * The permission matrix of the integrations routes: the company's admin, a member, support staff while the company
 * allows support and while it does not, the administrator of another company (404) and no session.
 */
const ACTORS = ['admin', 'member', 'support', 'supportBlocked', 'otherAdmin', 'anonymous'] as const;
type ActorName = (typeof ACTORS)[number];
type Expect = Record<ActorName, number>;

const BLOCKED = { supportBlocked: 403, otherAdmin: 404, anonymous: 401 } as const;
/** the admin center's reads: support staff may look while allowed */
const READ = (status: number): Expect => ({ admin: status, member: 403, support: status, ...BLOCKED });
/** writes: company admins only */
const WRITE = (status: number): Expect => ({ admin: status, member: 403, support: 403, ...BLOCKED });

interface Case {
  endpoint: EndpointDefinition;
  /** true when success changes state: each actor then gets a fresh company */
  mutates?: boolean;
  prepare?: (t: TestApp, company: Company) => Promise<Record<string, string>>;
  request: (extra: Record<string, string>) => { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };
  expect: Expect;
}

let t: TestApp;
const asAdmin = (c: Company, method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  t.request({ method, url, payload, token: c.admin.token, company: c.subdomain });
const installed = async (_t: TestApp, c: Company) => {
  const res = await asAdmin(c, 'POST', '/v1/-/automations/install/admitta', { name: 'Admissão', token: sandboxToken() });
  return { id: res.json().id as string };
};

const HOOK = { url: 'http://127.0.0.1:9/trilha', events: ['position.published'] };
const webhook = async (_t: TestApp, c: Company) => {
  const res = await asAdmin(c, 'POST', '/v1/-/webhooks', HOOK);
  return { id: res.json().id as string };
};

const CASES: Case[] = [
  {
    endpoint: integrationsApi.installIntegration,
    mutates: true,
    request: () => ({
      method: 'POST',
      url: '/v1/-/automations/install/admitta',
      payload: { name: 'Nova', token: 'adm_sandbox-permissions-000001' },
    }),
    expect: WRITE(201),
  },
  { endpoint: integrationsApi.listIntegrations, request: () => ({ method: 'GET', url: '/v1/-/integrations' }), expect: READ(200) },
  {
    endpoint: integrationsApi.getIntegrationToken,
    prepare: installed,
    request: (x) => ({ method: 'GET', url: `/v1/-/automations/get_token/admitta/${x.id}` }),
    expect: READ(200),
  },
  {
    endpoint: integrationsApi.uninstallIntegration,
    mutates: true,
    prepare: installed,
    request: (x) => ({ method: 'DELETE', url: '/v1/-/automations/uninstall/admitta', payload: { company_automation_id: x.id } }),
    expect: WRITE(204),
  },
  {
    endpoint: integrationsApi.getCompanyIntegration,
    prepare: installed,
    request: (x) => ({ method: 'GET', url: `/v1/-/companyautomations/${x.id}` }),
    expect: READ(200),
  },
  {
    endpoint: integrationsApi.setHiringNotification,
    mutates: true,
    request: () => ({ method: 'PUT', url: '/v1/-/integration/hiringnotification', payload: { email: 'rh@example.com' } }),
    expect: WRITE(200),
  },
  {
    endpoint: integrationsApi.removeHiringNotification,
    mutates: true,
    prepare: async (_t, c) => {
      await asAdmin(c, 'PUT', '/v1/-/integration/hiringnotification', { email: 'rh@example.com' });
      return {};
    },
    request: () => ({ method: 'DELETE', url: '/v1/-/integration/hiringnotification' }),
    expect: WRITE(204),
  },
  // API keys and the audit log: company admins only, support staff included out (they could act through a key)
  {
    endpoint: integrationsApi.createApiKey,
    mutates: true,
    request: () => ({ method: 'POST', url: '/v1/-/api-keys', payload: { name: 'Sistema de RH', scopes: ['positions:read'] } }),
    expect: WRITE(201),
  },
  { endpoint: integrationsApi.listApiKeys, request: () => ({ method: 'GET', url: '/v1/-/api-keys' }), expect: WRITE(200) },
  {
    endpoint: integrationsApi.revokeApiKey,
    mutates: true,
    prepare: async (_t, c) => {
      const res = await asAdmin(c, 'POST', '/v1/-/api-keys', { name: 'Sistema de RH', scopes: ['positions:read'] });
      return { id: res.json().id as string };
    },
    request: (x) => ({ method: 'DELETE', url: `/v1/-/api-keys/${x.id}` }),
    expect: WRITE(204),
  },
  { endpoint: integrationsApi.listAuditLog, request: () => ({ method: 'GET', url: '/v1/-/audit-log' }), expect: WRITE(200) },
  // webhooks: company admins only
  {
    endpoint: integrationsApi.createWebhook,
    mutates: true,
    request: () => ({ method: 'POST', url: '/v1/-/webhooks', payload: HOOK }),
    expect: WRITE(201),
  },
  { endpoint: integrationsApi.listWebhooks, request: () => ({ method: 'GET', url: '/v1/-/webhooks' }), expect: WRITE(200) },
  {
    endpoint: integrationsApi.updateWebhook,
    mutates: true,
    prepare: webhook,
    request: (x) => ({ method: 'PUT', url: `/v1/-/webhooks/${x.id}`, payload: { enabled: false } }),
    expect: WRITE(200),
  },
  {
    endpoint: integrationsApi.deleteWebhook,
    mutates: true,
    prepare: webhook,
    request: (x) => ({ method: 'DELETE', url: `/v1/-/webhooks/${x.id}` }),
    expect: WRITE(204),
  },
  {
    endpoint: integrationsApi.listWebhookDeliveries,
    prepare: webhook,
    request: (x) => ({ method: 'GET', url: `/v1/-/webhooks/${x.id}/deliveries` }),
    expect: WRITE(200),
  },
  {
    // no attempt of that id: the admin gets the webhook's 404, everyone else is refused before
    endpoint: integrationsApi.resendWebhookDelivery,
    prepare: webhook,
    request: (x) => ({ method: 'POST', url: `/v1/-/webhooks/${x.id}/deliveries/00000000-0000-4000-8000-000000000000/resend` }),
    expect: WRITE(404),
  },
];

let blocked: Company;
beforeAll(async () => {
  t = await createTestApp();
  blocked = await createAdminCompany(t, { allowSupport: false }, ADMINISTRATOR_PEOPLE);
});
afterAll(() => t.close());

describe('integrations permission matrix', () => {
  for (const testCase of CASES) {
    it(`${testCase.endpoint.method} ${testCase.endpoint.path}`, async () => {
      let shared: { company: Company; extra: Record<string, string> } | undefined;
      const fixture = async () => {
        if (shared && !testCase.mutates) return shared;
        const company = await createAdminCompany(t, {}, ADMINISTRATOR_PEOPLE);
        shared = { company, extra: (await testCase.prepare?.(t, company)) ?? {} };
        return shared;
      };
      const got: Partial<Expect> = {};
      for (const actor of ACTORS) {
        const { company, extra } = await fixture();
        const token = actor === 'anonymous' ? undefined : actor === 'supportBlocked' ? company.support.token : company[actor].token;
        const header = actor === 'supportBlocked' ? blocked.subdomain : company.subdomain;
        const res = await t.request({ ...testCase.request(extra), token, company: header });
        got[actor] = res.statusCode;
        if (res.statusCode >= 400) expect(res.json().error.code, `${actor}: ${res.body}`).toBeTypeOf('string');
        if (actor === 'supportBlocked') expect(res.json().error.message).toBe('Usuário de suporte atualmente indisponível.');
      }
      expect(got).toEqual(testCase.expect);
    });
  }

  it('has one row per endpoint of the integrations contract, each requesting its own endpoint', () => {
    const endpoints = (Object.values(integrationsApi) as unknown[]).filter(
      (value): value is EndpointDefinition => typeof value === 'object' && value !== null && 'path' in value,
    );
    expect(new Set(CASES.map((testCase) => testCase.endpoint))).toEqual(new Set(endpoints));
    expect(CASES.length).toBe(endpoints.length);
    for (const testCase of CASES) {
      const { method, url } = testCase.request({ id: 'i' });
      const pattern = new RegExp(`^${testCase.endpoint.path.replace(/:\w+/g, '[^/?]+')}(\\?|$)`);
      expect(method).toBe(testCase.endpoint.method);
      expect(url, `${testCase.endpoint.method} ${testCase.endpoint.path}`).toMatch(pattern);
    }
  });
});

import { type EndpointDefinition, workspacesApi } from '@trilha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type Company, createCompany, insertInvite, requestDeletion } from '../../../test/factories/index.ts';

/**
 * The permission matrix of every workspaces route: each role of the workspace, a user of no
 * workspace, the administrator of another company and no session. Another tenant always sees 404.
 */
const ACTORS = ['owner', 'administrator', 'content_creator', 'member', 'outsider', 'otherAdmin', 'anonymous'] as const;
type ActorName = (typeof ACTORS)[number];
type Expect = Record<ActorName, number>;

const everyone = (status: number): Expect => Object.fromEntries(ACTORS.map((actor) => [actor, status])) as Expect;
const SESSION = (status: number): Expect => ({ ...everyone(status), anonymous: 401 });
const MEMBERS = (status: number): Expect => ({ ...SESSION(status), outsider: 404, otherAdmin: 404 });
const ADMINS = (status: number): Expect => ({ ...MEMBERS(status), content_creator: 403, member: 403 });

interface Case {
  /** the contract endpoint whose row this is */
  endpoint: EndpointDefinition;
  /** true when success changes state: each actor then gets a fresh company */
  mutates?: boolean;
  prepare?: (t: TestApp, company: Company) => Promise<Record<string, string>>;
  request: (company: Company, extra: Record<string, string>) => { method: string; url: string; payload?: unknown; company?: string };
  expect: Expect;
}

const CASES: Case[] = [
  { endpoint: workspacesApi.listMyWorkspaces, request: () => ({ method: 'GET', url: '/v1/myself/workspaces' }), expect: SESSION(200) },
  {
    endpoint: workspacesApi.listWorkspacesOfUser,
    request: (c) => ({ method: 'GET', url: `/v1/workspaces/user/${c.owner.id}` }),
    expect: SESSION(200),
  },
  {
    endpoint: workspacesApi.getCurrentWorkspace,
    request: (c) => ({ method: 'GET', url: '/v1/workspaces/current', company: c.subdomain }),
    expect: MEMBERS(200),
  },
  // support staff only: every member role, outsider and other admin is refused
  {
    endpoint: workspacesApi.listSupportedWorkspaces,
    request: () => ({ method: 'GET', url: '/v1/support/workspaces' }),
    expect: SESSION(403),
  },
  { endpoint: workspacesApi.getWorkspace, request: (c) => ({ method: 'GET', url: `/v1/workspaces/${c.id}` }), expect: everyone(200) },
  {
    endpoint: workspacesApi.updateWorkspace,
    mutates: true,
    request: (c) => ({ method: 'POST', url: `/v1/workspaces/${c.id}`, payload: { name: 'Nome novo' } }),
    expect: ADMINS(200),
  },
  {
    endpoint: workspacesApi.setWorkspaceLanguages,
    mutates: true,
    request: (c) => ({ method: 'POST', url: `/v1/workspaces/${c.id}/languages`, payload: { languages: ['en'] } }),
    expect: ADMINS(200),
  },
  {
    endpoint: workspacesApi.deleteWorkspace,
    mutates: true,
    request: (c) => ({ method: 'DELETE', url: `/v1/workspaces/${c.id}` }),
    expect: ADMINS(200),
  },
  {
    endpoint: workspacesApi.reactivateWorkspace,
    mutates: true,
    prepare: async (t, c) => {
      await requestDeletion(t, c.id);
      return {};
    },
    request: (c) => ({ method: 'PATCH', url: `/v1/workspaces/${c.id}/reactivate` }),
    // while deletion is pending only administrators see the workspace
    expect: { ...ADMINS(200), content_creator: 404, member: 404 },
  },
  {
    endpoint: workspacesApi.countWorkspaceHit,
    request: (c) => ({ method: 'PATCH', url: `/v1/workspace/${c.id}/hits` }),
    expect: everyone(200),
  },
  {
    endpoint: workspacesApi.setCompanySupport,
    mutates: true,
    request: (c) => ({ method: 'PUT', url: '/v1/-/company/support', payload: { mode: false }, company: c.subdomain }),
    expect: ADMINS(200),
  },
  {
    endpoint: workspacesApi.listAssets,
    request: () => ({ method: 'GET', url: '/v1/assets?prefix=workspace-setup/profile-samples' }),
    expect: everyone(200),
  },
  { endpoint: workspacesApi.searchLocations, request: () => ({ method: 'GET', url: '/v1/location?location=sao' }), expect: everyone(200) },
  { endpoint: workspacesApi.listMembers, request: (c) => ({ method: 'GET', url: `/v1/workspaces/${c.id}/users` }), expect: MEMBERS(200) },
  {
    endpoint: workspacesApi.memberSuggestions,
    request: (c) => ({ method: 'GET', url: `/v1/workspaces/${c.id}/users/suggestions?query=ti` }),
    expect: ADMINS(200),
  },
  {
    endpoint: workspacesApi.changeMemberRole,
    mutates: true,
    request: (c) => ({ method: 'PATCH', url: `/v1/workspaces/${c.id}/users/${c.target.id}`, payload: { role: 'content_creator' } }),
    expect: ADMINS(200),
  },
  {
    endpoint: workspacesApi.leaveWorkspace,
    mutates: true,
    request: (c) => ({ method: 'PATCH', url: `/v1/workspaces/${c.id}/users`, payload: { confirmation: 'SAIR' } }),
    expect: MEMBERS(200),
  },
  {
    endpoint: workspacesApi.removeMember,
    mutates: true,
    request: (c) => ({ method: 'DELETE', url: `/v1/workspaces/${c.id}/users/${c.target.id}` }),
    expect: ADMINS(200),
  },
  {
    endpoint: workspacesApi.createInvites,
    mutates: true,
    request: (c) => ({
      method: 'POST',
      url: `/v1/workspaces/${c.id}/invites`,
      payload: { invites: [{ email: 'nova@example.com', role: 'member' }] },
    }),
    expect: ADMINS(201),
  },
  { endpoint: workspacesApi.listInvites, request: (c) => ({ method: 'GET', url: `/v1/workspaces/${c.id}/invites` }), expect: ADMINS(200) },
  {
    endpoint: workspacesApi.resendInvite,
    mutates: true,
    prepare: async (t, c) => ({ invite: (await insertInvite(t, c.id)).id }),
    request: (_c, x) => ({ method: 'PATCH', url: `/v1/workspaces/invites/${x.invite}/resend` }),
    expect: ADMINS(200),
  },
  {
    endpoint: workspacesApi.getInvite,
    prepare: async (t, c) => ({ invite: (await insertInvite(t, c.id)).id }),
    request: (_c, x) => ({ method: 'GET', url: `/v1/workspaces/invites/${x.invite}` }),
    expect: everyone(200),
  },
  {
    endpoint: workspacesApi.completeInvite,
    mutates: true,
    prepare: async (t, c) => ({ invite: (await insertInvite(t, c.id)).id }),
    request: (_c, x) => ({ method: 'PATCH', url: `/v1/workspaces/invites/${x.invite}/complete` }),
    // only the addressee may accept (see invites.test.ts)
    expect: SESSION(403),
  },
  {
    endpoint: workspacesApi.refuseInvite,
    mutates: true,
    prepare: async (t, c) => ({ invite: (await insertInvite(t, c.id)).id }),
    request: (_c, x) => ({ method: 'PATCH', url: `/v1/workspaces/invites/${x.invite}/refuse` }),
    expect: SESSION(403),
  },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('workspaces permission matrix', () => {
  for (const testCase of CASES) {
    it(`${testCase.endpoint.method} ${testCase.endpoint.path}`, async () => {
      let shared: { company: Company; extra: Record<string, string> } | undefined;
      const fixture = async () => {
        if (shared && !testCase.mutates) return shared;
        const company = await createCompany(t);
        shared = { company, extra: (await testCase.prepare?.(t, company)) ?? {} };
        return shared;
      };
      const got: Partial<Expect> = {};
      for (const actor of ACTORS) {
        const { company, extra } = await fixture();
        const { company: header, ...request } = testCase.request(company, extra);
        const token = actor === 'anonymous' ? undefined : company[actor].token;
        const res = await t.request({ ...(request as { method: 'GET'; url: string }), token, company: header });
        got[actor] = res.statusCode;
        if (res.statusCode >= 400) expect(res.json().error.code, `${actor}: ${res.body}`).toBeTypeOf('string');
      }
      expect(got).toEqual(testCase.expect);
    });
  }

  it('has one row per endpoint of the workspaces contract, each requesting its own endpoint', async () => {
    const endpoints = (Object.values(workspacesApi) as unknown[]).filter(
      (value): value is EndpointDefinition => typeof value === 'object' && value !== null && 'path' in value,
    );
    expect(new Set(CASES.map((testCase) => testCase.endpoint))).toEqual(new Set(endpoints));
    expect(CASES.length).toBe(endpoints.length);
    const company = { id: 'c', subdomain: 's', owner: { id: 'o' }, target: { id: 't' } } as unknown as Company;
    for (const testCase of CASES) {
      const { method, url } = testCase.request(company, { invite: 'i' });
      const pattern = new RegExp(`^${testCase.endpoint.path.replace(/:\w+/g, '[^/?]+')}(\\?|$)`);
      expect(`${method} ${url}`, testCase.endpoint.path).toMatch(new RegExp(`^${testCase.endpoint.method} `));
      expect(url, `${testCase.endpoint.method} ${testCase.endpoint.path}`).toMatch(pattern);
    }
  });
});

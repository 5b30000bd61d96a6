import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { type Company, createCompany, createWorkspacesTestApp, insertInvite, requestDeletion } from './test-fixtures.ts';

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
  name: string;
  /** true when success changes state: each actor then gets a fresh company */
  mutates?: boolean;
  prepare?: (t: TestApp, company: Company) => Promise<Record<string, string>>;
  request: (company: Company, extra: Record<string, string>) => { method: string; url: string; payload?: unknown; company?: string };
  expect: Expect;
}

const CASES: Case[] = [
  { name: 'GET myself/workspaces', request: () => ({ method: 'GET', url: '/v1/myself/workspaces' }), expect: SESSION(200) },
  { name: 'GET workspaces/user/:id', request: (c) => ({ method: 'GET', url: `/v1/workspaces/user/${c.owner.id}` }), expect: SESSION(200) },
  { name: 'GET workspaces/current', request: (c) => ({ method: 'GET', url: '/v1/workspaces/current', company: c.subdomain }), expect: MEMBERS(200) },
  { name: 'GET workspaces/:id', request: (c) => ({ method: 'GET', url: `/v1/workspaces/${c.id}` }), expect: everyone(200) },
  {
    name: 'POST workspaces/:id',
    mutates: true,
    request: (c) => ({ method: 'POST', url: `/v1/workspaces/${c.id}`, payload: { name: 'Nome novo' } }),
    expect: ADMINS(200),
  },
  {
    name: 'POST workspaces/:id/languages',
    mutates: true,
    request: (c) => ({ method: 'POST', url: `/v1/workspaces/${c.id}/languages`, payload: { languages: ['en'] } }),
    expect: ADMINS(200),
  },
  { name: 'DELETE workspaces/:id', mutates: true, request: (c) => ({ method: 'DELETE', url: `/v1/workspaces/${c.id}` }), expect: ADMINS(200) },
  {
    name: 'PATCH workspaces/:id/reactivate',
    mutates: true,
    prepare: async (t, c) => {
      await requestDeletion(t, c.id);
      return {};
    },
    request: (c) => ({ method: 'PATCH', url: `/v1/workspaces/${c.id}/reactivate` }),
    // while deletion is pending only administrators see the workspace
    expect: { ...ADMINS(200), content_creator: 404, member: 404 },
  },
  { name: 'PATCH workspace/:id/hits', request: (c) => ({ method: 'PATCH', url: `/v1/workspace/${c.id}/hits` }), expect: everyone(200) },
  {
    name: 'PUT -/company/support',
    mutates: true,
    request: (c) => ({ method: 'PUT', url: '/v1/-/company/support', payload: { mode: false }, company: c.subdomain }),
    expect: ADMINS(200),
  },
  { name: 'GET assets', request: () => ({ method: 'GET', url: '/v1/assets?prefix=workspace-setup/profile-samples' }), expect: everyone(200) },
  { name: 'GET location', request: () => ({ method: 'GET', url: '/v1/location?location=sao' }), expect: everyone(200) },
  { name: 'GET workspaces/:id/users', request: (c) => ({ method: 'GET', url: `/v1/workspaces/${c.id}/users` }), expect: MEMBERS(200) },
  {
    name: 'GET workspaces/:id/users/suggestions',
    request: (c) => ({ method: 'GET', url: `/v1/workspaces/${c.id}/users/suggestions?query=ti` }),
    expect: ADMINS(200),
  },
  {
    name: 'PATCH workspaces/:id/users/:userId',
    mutates: true,
    request: (c) => ({ method: 'PATCH', url: `/v1/workspaces/${c.id}/users/${c.target.id}`, payload: { role: 'content_creator' } }),
    expect: ADMINS(200),
  },
  {
    name: 'PATCH workspaces/:id/users (leave)',
    mutates: true,
    request: (c) => ({ method: 'PATCH', url: `/v1/workspaces/${c.id}/users`, payload: { confirmation: 'SAIR' } }),
    expect: MEMBERS(200),
  },
  {
    name: 'DELETE workspaces/:id/users/:userId',
    mutates: true,
    request: (c) => ({ method: 'DELETE', url: `/v1/workspaces/${c.id}/users/${c.target.id}` }),
    expect: ADMINS(200),
  },
  {
    name: 'POST workspaces/:id/invites',
    mutates: true,
    request: (c) => ({ method: 'POST', url: `/v1/workspaces/${c.id}/invites`, payload: { invites: [{ email: 'nova@example.com', role: 'member' }] } }),
    expect: ADMINS(201),
  },
  { name: 'GET workspaces/:id/invites', request: (c) => ({ method: 'GET', url: `/v1/workspaces/${c.id}/invites` }), expect: ADMINS(200) },
  {
    name: 'PATCH workspaces/invites/:id/resend',
    mutates: true,
    prepare: async (t, c) => ({ invite: (await insertInvite(t, c.id)).id }),
    request: (_c, x) => ({ method: 'PATCH', url: `/v1/workspaces/invites/${x.invite}/resend` }),
    expect: ADMINS(200),
  },
  {
    name: 'GET workspaces/invites/:token',
    prepare: async (t, c) => ({ invite: (await insertInvite(t, c.id)).id }),
    request: (_c, x) => ({ method: 'GET', url: `/v1/workspaces/invites/${x.invite}` }),
    expect: everyone(200),
  },
  {
    name: 'PATCH workspaces/invites/:id/complete',
    mutates: true,
    prepare: async (t, c) => ({ invite: (await insertInvite(t, c.id)).id }),
    request: (_c, x) => ({ method: 'PATCH', url: `/v1/workspaces/invites/${x.invite}/complete` }),
    // only the addressee may accept (see invites.test.ts)
    expect: SESSION(403),
  },
  {
    name: 'PATCH workspaces/invites/:id/refuse',
    mutates: true,
    prepare: async (t, c) => ({ invite: (await insertInvite(t, c.id)).id }),
    request: (_c, x) => ({ method: 'PATCH', url: `/v1/workspaces/invites/${x.invite}/refuse` }),
    expect: SESSION(403),
  },
];

let t: TestApp;
beforeAll(async () => {
  t = await createWorkspacesTestApp();
});
afterAll(() => t.close());

describe('workspaces permission matrix', () => {
  for (const testCase of CASES) {
    it(testCase.name, async () => {
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

  it('covers every route of the workspaces contract', async () => {
    const { workspacesApi } = await import('@trilha/contract');
    const endpoints = Object.values(workspacesApi).filter((value) => typeof value === 'object' && value !== null && 'path' in value);
    expect(CASES.length).toBe(endpoints.length);
  });
});

import { applicationInvitesApi, type EndpointDefinition } from '@trilha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createPosition, createUser, type HiringCompany, type TestUser } from '../../../test/factories/index.ts';

/**
 * The permission matrix of the invite endpoints: each recruitment role of the company (the manager linked to the
 * position), a plain member, the invited candidate, a stranger, another company's admin and no session.
 * Another company's invites and positions do not exist (404); a role without the action is refused (403).
 */
const ACTORS = ['admin', 'manager', 'evaluator', 'member', 'candidate', 'stranger', 'otherAdmin', 'anonymous'] as const;
type ActorName = (typeof ACTORS)[number];
type Expect = Record<ActorName, number>;

interface World {
  c: HiringCompany;
  stranger: TestUser;
  candidate: TestUser;
  position: string;
  /** a fresh pending prospect invite and its token, per request */
  freshProspect: () => Promise<{ id: string; token: string }>;
  userInviteId: string;
}

const RECRUITERS = (status: number): Expect => ({
  admin: status,
  manager: status,
  evaluator: 403,
  member: 403,
  candidate: 404,
  stranger: 404,
  otherAdmin: 404,
  anonymous: 401,
});
const SESSION = (status: number): Expect => ({ ...Object.fromEntries(ACTORS.map((a) => [a, status])), anonymous: 401 }) as Expect;
const ANYONE = (status: number): Expect => Object.fromEntries(ACTORS.map((a) => [a, status])) as Expect;

interface Case {
  endpoint: EndpointDefinition;
  request: (w: World) => Promise<{ method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object }>;
  expect: Expect;
}

const CASES: Case[] = [
  {
    endpoint: applicationInvitesApi.createApplicationInvites,
    request: async (w) => ({
      method: 'POST',
      url: `/v1/-/positions/${w.position}/invites`,
      payload: { emails: [`m-${Math.random().toString(16).slice(2)}@example.com`] },
    }),
    expect: RECRUITERS(201),
  },
  {
    endpoint: applicationInvitesApi.listPositionInvites,
    request: async (w) => ({ method: 'GET', url: `/v1/-/positions/${w.position}/invites` }),
    expect: RECRUITERS(200),
  },
  {
    endpoint: applicationInvitesApi.cancelApplicationInvite,
    request: async (w) => ({ method: 'DELETE', url: `/v1/-/invites/applications/${(await w.freshProspect()).id}` }),
    expect: RECRUITERS(200),
  },
  {
    endpoint: applicationInvitesApi.listMyApplicationInvites,
    request: async () => ({ method: 'GET', url: '/v1/applications/invites' }),
    expect: SESSION(200),
  },
  {
    endpoint: applicationInvitesApi.answerApplicationInvite,
    // only the invited candidate reaches it, and only once (every other actor is asked first)
    request: async (w) => ({
      method: 'POST',
      url: '/v1/applications/invites/feedback',
      payload: { inviteId: w.userInviteId, accepted: true },
    }),
    expect: { ...SESSION(404), candidate: 200 },
  },
  {
    endpoint: applicationInvitesApi.getProspectInvite,
    request: async (w) => ({ method: 'POST', url: `/v1/applications/invites/external/${(await w.freshProspect()).token}` }),
    expect: ANYONE(200),
  },
  {
    endpoint: applicationInvitesApi.acceptProspectInvite,
    // the invite is addressed to someone else: every signed-in caller gets the mismatch
    request: async (w) => ({ method: 'POST', url: `/v1/applications/invites/external/accept/${(await w.freshProspect()).token}` }),
    expect: SESSION(403),
  },
  {
    endpoint: applicationInvitesApi.declineProspectInvite,
    request: async (w) => ({ method: 'POST', url: `/v1/applications/invites/external/decline/${(await w.freshProspect()).token}` }),
    expect: ANYONE(200),
  },
];

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp();
  const c = await createHiringCompany(t);
  const position = await createPosition(t, c, { title: 'Vaga da matriz', linkedUserIds: [c.manager.id] });
  const stranger = await createUser(t, { name: 'Estranha' });
  // the fixture's candidate has an accented e-mail, which invites refuse
  const candidate = await createUser(t, { name: 'Cândida', email: `candida-${Math.random().toString(16).slice(2)}@example.com` });
  const inviteRes = await t.request({
    method: 'POST',
    url: `/v1/-/positions/${position}/invites`,
    token: c.admin.token,
    company: c.subdomain,
    payload: { emails: [candidate.email] },
  });
  const freshProspect = async () => {
    const email = `p-${Math.random().toString(16).slice(2)}@example.com`;
    const res = await t.request({
      method: 'POST',
      url: `/v1/-/positions/${position}/invites`,
      token: c.admin.token,
      company: c.subdomain,
      payload: { emails: [email] },
    });
    const mails = (await t.request({ method: 'GET', url: `/v1/dev/outbox?to=${email}` })).json().items as { text: string }[];
    const token = mails[0]?.text.match(/\/prospect\/invite\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
    return { id: res.json().items[0].id as string, token };
  };
  w = { c, candidate, stranger, position, freshProspect, userInviteId: inviteRes.json().items[0].id };
});
afterAll(() => t.close());

const tokenOf = (actor: ActorName): string | undefined => {
  if (actor === 'anonymous') return undefined;
  if (actor === 'stranger') return w.stranger.token;
  if (actor === 'candidate') return w.candidate.token;
  return w.c[actor].token;
};

describe('the permission matrix of invites to apply', () => {
  // the candidate goes last: answering the invite spends it
  const order: ActorName[] = [...ACTORS.filter((actor) => actor !== 'candidate'), 'candidate'];
  for (const row of CASES) {
    it(`${row.endpoint.method} ${row.endpoint.path}`, async () => {
      for (const actor of order) {
        const request = await row.request(w);
        const token = tokenOf(actor);
        const res = await t.request({ ...request, ...(token && { token }), company: w.c.subdomain });
        expect(res.statusCode, `${actor}: ${res.body}`).toBe(row.expect[actor]);
      }
    });
  }

  it('every endpoint of the module has a row', () => {
    const paths = (Object.values(applicationInvitesApi) as unknown[])
      .filter((value): value is EndpointDefinition => typeof value === 'object' && value !== null && 'tag' in value)
      .filter((endpoint) => endpoint.tag === 'application-invites');
    const key = (endpoint: EndpointDefinition) => `${endpoint.method} ${endpoint.path}`;
    expect(CASES.map((row) => key(row.endpoint)).sort()).toEqual(paths.map(key).sort());
  });
});

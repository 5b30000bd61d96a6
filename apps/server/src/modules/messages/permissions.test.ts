import { type EndpointDefinition, messagesApi } from '@trilha/contract';
import * as messageEndpoints from '@trilha/contract/messages/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringSetup, createUser, type HiringSetup, type TestUser } from '../../../test/factories/index.ts';

/**
 * The permission matrix of every messages route: the candidate of the application, another candidate, each
 * recruitment role of the company (the evaluator linked to the position and one linked to nothing), a plain member,
 * another company's administrator and no session. What another tenant or person may not see is 404.
 */
const ACTORS = ['candidate', 'otherCandidate', 'admin', 'manager', 'evaluator', 'unlinked', 'member', 'otherAdmin', 'anonymous'] as const;
type ActorName = (typeof ACTORS)[number];
type Expect = Record<ActorName, number>;

/** the candidate's side: only the application's own candidate; everyone else (recruiters too) is a stranger to it */
const CANDIDATE = (status: number): Expect => ({
  candidate: status,
  otherCandidate: 404,
  admin: 404,
  manager: 404,
  evaluator: 404,
  unlinked: 404,
  member: 404,
  otherAdmin: 404,
  anonymous: 401,
});
/** the company's side of one application: recruiters who may see its position; other people 404, plain members 403 */
const RECRUITERS = (status: number): Expect => ({
  candidate: 404,
  otherCandidate: 404,
  admin: status,
  manager: status,
  evaluator: status,
  unlinked: 404,
  member: 403,
  otherAdmin: 404,
  anonymous: 401,
});

interface Case {
  endpoint: EndpointDefinition;
  /** true when the request goes with the company header */
  company?: boolean;
  request: (c: HiringSetup) => { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object };
  expect: Expect;
}

const CASES: Case[] = [
  {
    endpoint: messagesApi.listConversations,
    request: () => ({ method: 'GET', url: '/v1/messages' }),
    expect: { ...CANDIDATE(200), ...everyoneSignedIn(200) },
  },
  {
    endpoint: messagesApi.getConversation,
    request: (c) => ({ method: 'GET', url: `/v1/messages/${c.applicationId}` }),
    expect: CANDIDATE(200),
  },
  {
    endpoint: messagesApi.sendMessage,
    request: (c) => ({ method: 'POST', url: '/v1/messages', payload: { applicationId: c.applicationId, body: 'Olá' } }),
    expect: CANDIDATE(201),
  },
  {
    // the application waits within its promised date: its own candidate meets the rule (409), everyone else 404
    endpoint: messagesApi.sendAnswerReminder,
    request: (c) => ({ method: 'POST', url: '/v1/messages/reminder', payload: { applicationId: c.applicationId } }),
    expect: CANDIDATE(409),
  },
  {
    endpoint: messagesApi.readConversation,
    request: (c) => ({ method: 'PUT', url: '/v1/messages', payload: { applicationId: c.applicationId } }),
    expect: CANDIDATE(200),
  },
  {
    endpoint: messagesApi.listCompanyConversations,
    company: true,
    request: () => ({ method: 'GET', url: '/v1/-/messages' }),
    // an evaluator linked to nothing may list (and finds nothing); people of no company are outsiders
    expect: { ...RECRUITERS(200), unlinked: 200, candidate: 404, otherCandidate: 404 },
  },
  {
    endpoint: messagesApi.getCandidateConversation,
    company: true,
    request: (c) => ({ method: 'GET', url: `/v1/-/applications/${c.applicationId}/messages` }),
    expect: RECRUITERS(200),
  },
  {
    endpoint: messagesApi.sendCandidateMessage,
    company: true,
    request: (c) => ({ method: 'POST', url: `/v1/-/applications/${c.applicationId}/messages`, payload: { body: 'Olá' } }),
    expect: RECRUITERS(201),
  },
  {
    endpoint: messagesApi.readCandidateConversation,
    company: true,
    request: (c) => ({ method: 'PUT', url: `/v1/-/applications/${c.applicationId}/messages` }),
    expect: RECRUITERS(200),
  },
];

/** GET /v1/messages is everyone's own list: any session gets 200 (an empty list when they have no conversation). */
function everyoneSignedIn(status: number): Partial<Expect> {
  return Object.fromEntries(ACTORS.filter((actor) => actor !== 'anonymous').map((actor) => [actor, status]));
}

let t: TestApp;
let c: HiringSetup;
beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringSetup(t);
});
afterAll(() => t.close());

describe('messages permission matrix', () => {
  for (const testCase of CASES) {
    it(`${testCase.endpoint.method} ${testCase.endpoint.path}`, async () => {
      const got: Partial<Expect> = {};
      for (const actor of ACTORS) {
        const user: TestUser | undefined = actor === 'anonymous' ? undefined : c[actor];
        const res = await t.request({
          ...testCase.request(c),
          ...(user && { token: user.token }),
          ...(testCase.company && { company: c.subdomain }),
        });
        got[actor] = res.statusCode;
        if (res.statusCode >= 400) expect(res.json().error.code, `${actor}: ${res.body}`).toBeTypeOf('string');
      }
      expect(got).toEqual(testCase.expect);
    });
  }

  it('a person of no company gets 404 on the company side', async () => {
    const stranger = await createUser(t, { name: 'Sem', lastName: 'Empresa' });
    const res = await t.request({ method: 'GET', url: '/v1/-/messages', token: stranger.token, company: c.subdomain });
    expect(res.statusCode).toBe(404);
  });

  it('has one row per messages endpoint', () => {
    const endpoints = (Object.values(messageEndpoints) as unknown[]).filter(
      (value): value is EndpointDefinition => typeof value === 'object' && value !== null && 'path' in value && 'method' in value,
    );
    expect(endpoints).toHaveLength(9);
    expect(new Set(CASES.map((testCase) => testCase.endpoint))).toEqual(new Set(endpoints));
  });
});

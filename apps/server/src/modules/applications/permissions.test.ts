import { applicationsApi, type EndpointDefinition, positionsApi } from '@trilha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createPosition, createUser, type HiringCompany, type TestUser } from '../../../test/factories/index.ts';
import { resumePdf } from '../../../test/resume-pdfs.ts';

/**
 * The permission matrix of every applications route: the application's candidate, another candidate, each
 * recruitment role (the evaluator linked to the position, the manager not), a plain member, another company's
 * administrator and no session. What another person or tenant may not see is 404.
 */
const ACTORS = ['candidate', 'otherCandidate', 'admin', 'manager', 'evaluator', 'member', 'otherAdmin', 'anonymous'] as const;
type ActorName = (typeof ACTORS)[number];
type Expect = Record<ActorName, number>;

/** the candidate's own data: everyone signed in has their own (empty) lists */
const SIGNED_IN = (status: number): Expect => ({ ...Object.fromEntries(ACTORS.map((a) => [a, status])), anonymous: 401 }) as Expect;
/** one application of the candidate: a stranger to everyone else */
const OWNER = (status: number): Expect => ({ ...SIGNED_IN(404), candidate: status });
/** the company side of one application: recruiters who may see its position */
const RECRUITERS = (status: number, evaluator = status): Expect => ({
  candidate: 404,
  otherCandidate: 404,
  admin: status,
  manager: 404,
  evaluator,
  member: 403,
  otherAdmin: 404,
  anonymous: 401,
});

interface Fixture {
  positionId: string;
  applicationId: string;
  fileId: string;
}
interface Case {
  endpoint: EndpointDefinition;
  company?: boolean;
  /** builds the request; `fresh` is a new application of the candidate for requests that change it */
  request: (
    f: Fixture,
    fresh: () => Promise<string>,
  ) => Promise<{ method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }>;
  expect: Expect;
}

let t: TestApp;
let c: HiringCompany;
let other: TestUser;
let f: Fixture;
let withSteps: string;
const tokens = {} as Record<ActorName, string | undefined>;

beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringCompany(t);
  const user = await createUser(t, { name: 'Outra', email: 'outra-candidata@example.com' });
  if (!user) throw new Error('fixture');
  other = user;
  Object.assign(tokens, {
    candidate: c.candidate.token,
    otherCandidate: other.token,
    admin: c.admin.token,
    manager: c.manager.token,
    evaluator: c.evaluator.token,
    member: c.member.token,
    otherAdmin: c.otherAdmin.token,
    anonymous: undefined,
  });
  const positionId = await createPosition(t, c, {
    title: 'Matriz de permissões',
    steps: [{ kind: 'profile', minutes: 5, resume: true, coverLetter: false, accommodation: null }],
    linkedUserIds: [c.evaluator.id],
  });
  withSteps = positionId;
  const started = (await t.request({ method: 'POST', url: '/v1/matches', token: c.candidate.token, payload: { positionId } })).json();
  const boundary = 'matriz';
  // a real PDF: resumes are checked by their content
  const PDF = await resumePdf(['Candidata da matriz', '# Experiência', 'Analista de dados']);
  const uploaded = await t.request({
    method: 'POST',
    url: `/v1/matches/${started.id}/files?kind=resume`,
    token: c.candidate.token,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n\r\n`),
      PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  const fileId = uploaded.json().id;
  await t.request({
    method: 'PUT',
    url: `/v1/matches/${started.id}/steps/profile`,
    token: c.candidate.token,
    payload: { kind: 'profile', resumeFileId: fileId },
  });
  f = { positionId, applicationId: started.id, fileId };
});
afterAll(() => t.close());

/** A new finished application of the candidate to a new position linked to the evaluator. */
async function fresh() {
  const positionId = await createPosition(t, c, { title: 'Nova', steps: [], linkedUserIds: [c.evaluator.id] });
  return (await t.request({ method: 'POST', url: '/v1/matches', token: c.candidate.token, payload: { positionId } })).json().id as string;
}

const CASES: Case[] = [
  {
    endpoint: applicationsApi.listMatches,
    request: async () => ({ method: 'GET', url: '/v1/matches?tab=unfinished' }),
    expect: SIGNED_IN(200),
  },
  { endpoint: applicationsApi.listOldMatches, request: async () => ({ method: 'GET', url: '/v1/oldmatches' }), expect: SIGNED_IN(200) },
  {
    endpoint: applicationsApi.startApplication,
    request: async () => ({ method: 'POST', url: '/v1/matches', payload: { positionId: withSteps } }),
    expect: SIGNED_IN(201),
  },
  {
    endpoint: applicationsApi.getApplication,
    request: async (x) => ({ method: 'GET', url: `/v1/matches/${x.applicationId}` }),
    expect: OWNER(200),
  },
  {
    endpoint: applicationsApi.completeStep,
    // a finished application: the owner is told the step is not the current one
    request: async (x) => ({ method: 'PUT', url: `/v1/matches/${x.applicationId}/steps/profile`, payload: { kind: 'profile' } }),
    expect: OWNER(409),
  },
  {
    endpoint: applicationsApi.startTimedStep,
    // a finished application: the owner is told the step is not the current one
    request: async (x) => ({ method: 'POST', url: `/v1/matches/${x.applicationId}/steps/video_answer/start` }),
    expect: OWNER(409),
  },
  {
    endpoint: applicationsApi.uploadApplicationFile,
    // not multipart: the owner gets the field error
    request: async (x) => ({ method: 'POST', url: `/v1/matches/${x.applicationId}/files?kind=resume`, payload: {} }),
    expect: OWNER(409),
  },
  {
    endpoint: applicationsApi.getApplicationFile,
    request: async (x) => ({ method: 'GET', url: `/v1/matches/${x.applicationId}/files/${x.fileId}` }),
    expect: OWNER(200),
  },
  {
    endpoint: applicationsApi.giveUpApplication,
    request: async (_x, next) => ({ method: 'POST', url: `/v1/matches/${await next()}/give-up` }),
    expect: OWNER(200),
  },
  {
    endpoint: applicationsApi.deleteApplication,
    request: async (_x, next) => ({ method: 'DELETE', url: `/v1/matches/${await next()}` }),
    expect: OWNER(204),
  },
  {
    endpoint: applicationsApi.sendApplicationFeedback,
    request: async (x) => ({ method: 'POST', url: `/v1/matches/${x.applicationId}/feedback`, payload: { feedback: 'Motivo' } }),
    expect: OWNER(409),
  },
  {
    endpoint: applicationsApi.listPositionCandidates,
    company: true,
    request: async (x) => ({ method: 'GET', url: `/v1/-/positions/${x.positionId}/candidates` }),
    expect: RECRUITERS(200),
  },
  {
    endpoint: applicationsApi.listCandidateBank,
    company: true,
    request: async () => ({ method: 'GET', url: '/v1/-/candidates' }),
    expect: { ...RECRUITERS(200, 403), manager: 200 },
  },
  {
    endpoint: applicationsApi.getCandidateApplication,
    request: async (x) => ({ method: 'GET', url: `/v1/-/applications/${x.applicationId}` }),
    expect: RECRUITERS(200),
  },
  {
    endpoint: applicationsApi.getCandidateFile,
    request: async (x) => ({ method: 'GET', url: `/v1/-/applications/${x.applicationId}/files/${x.fileId}` }),
    expect: RECRUITERS(200),
  },
  {
    endpoint: applicationsApi.moveCandidate,
    request: async (_x, next) => ({ method: 'PUT', url: `/v1/-/applications/${await next()}/stage`, payload: { stage: 'screening' } }),
    expect: RECRUITERS(200),
  },
  {
    endpoint: applicationsApi.setAnswerDate,
    request: async (_x, next) => ({
      method: 'PUT',
      url: `/v1/-/applications/${await next()}/answer-date`,
      payload: { answerBy: '2026-12-01' },
    }),
    expect: RECRUITERS(200, 403),
  },
  {
    endpoint: positionsApi.listInternalPositions,
    company: true,
    request: async () => ({ method: 'GET', url: '/v1/-/internal-positions' }),
    expect: { ...SIGNED_IN(200), candidate: 404, otherCandidate: 404, otherAdmin: 404 },
  },
];

describe('applications permission matrix', () => {
  for (const testCase of CASES) {
    it(`${testCase.endpoint.method} ${testCase.endpoint.path}`, async () => {
      for (const actor of ACTORS) {
        const request = await testCase.request(f, fresh);
        const res = await t.request({ ...request, token: tokens[actor], ...(testCase.company && { company: c.subdomain }) });
        expect(res.statusCode, `${actor}: ${res.body.slice(0, 200)}`).toBe(testCase.expect[actor]);
      }
    });
  }

  it('has one row per applications endpoint', () => {
    const covered = new Set(CASES.map((testCase) => testCase.endpoint));
    const mine = (Object.values(applicationsApi) as unknown[]).filter(
      (value): value is EndpointDefinition =>
        typeof value === 'object' &&
        value !== null &&
        'path' in value &&
        !String(value.path).endsWith('/hiring') &&
        /^\/v1\/(matches|oldmatches|-\/positions\/:id\/candidates|-\/candidates|-\/applications\/:id(\/stage|\/answer-date|\/files\/:fileId)?$)/.test(
          String(value.path),
        ),
    );
    expect(mine.filter((endpoint) => !covered.has(endpoint)).map((endpoint) => `${endpoint.method} ${endpoint.path}`)).toEqual([]);
  });
});

import { type EndpointDefinition, quizzesApi } from '@trilha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createLearningCompany, type LearningCompany } from '../../../test/factories/index.ts';

/**
 * The permission matrix of the quiz routes, on a private questionnaire: each workspace role, a user of no workspace,
 * another company's administrator and no session. A private content does not exist for other tenants (404).
 */
const ACTORS = ['owner', 'administrator', 'content_creator', 'member', 'outsider', 'otherAdmin', 'anonymous'] as const;
type ActorName = (typeof ACTORS)[number];
type Expect = Record<ActorName, number>;
const MEMBERS = (status: number): Expect => ({
  owner: status,
  administrator: status,
  content_creator: status,
  member: status,
  outsider: 404,
  otherAdmin: 404,
  anonymous: 401,
});
/** the quiz's editors: its author and the workspace's managers */
const EDITORS = (status: number): Expect => ({ ...MEMBERS(status), member: 403 });

const QUIZ = {
  passingScore: 50,
  questions: [{ text: 'Quanto é 2 + 2?', kind: 'single_choice', options: ['3', '4'], correct: [1] }],
};

interface Case {
  endpoint: EndpointDefinition;
  request: (id: string) => { method: string; url: string; payload?: object };
  expect: Expect;
}

const CASES: Case[] = [
  { endpoint: quizzesApi.getQuiz, request: (id) => ({ method: 'GET', url: `/v1/contents/${id}/quiz` }), expect: MEMBERS(200) },
  {
    endpoint: quizzesApi.updateQuiz,
    request: (id) => ({ method: 'PUT', url: `/v1/contents/${id}/quiz`, payload: QUIZ }),
    expect: EDITORS(200),
  },
  {
    endpoint: quizzesApi.createQuizAttempt,
    request: (id) => ({ method: 'POST', url: `/v1/contents/${id}/attempts`, payload: { answers: [[1]] } }),
    expect: MEMBERS(201),
  },
  {
    endpoint: quizzesApi.getQuizResults,
    request: (id) => ({ method: 'GET', url: `/v1/contents/${id}/quiz/results` }),
    expect: EDITORS(200),
  },
];

let t: TestApp;
let company: LearningCompany;
let quizId: string;
beforeAll(async () => {
  t = await createTestApp();
  company = await createLearningCompany(t);
  const created = await t.request({
    method: 'POST',
    url: '/v1/contents',
    token: company.content_creator.token,
    payload: { workspaceId: company.id, type: 'questionnaire', title: 'Questionário interno', private: true },
  });
  quizId = created.json().id;
  await t.request({ method: 'PUT', url: `/v1/contents/${quizId}/quiz`, token: company.content_creator.token, payload: QUIZ });
});
afterAll(() => t.close());

describe('quizzes permission matrix', () => {
  for (const testCase of CASES) {
    it(`${testCase.endpoint.method} ${testCase.endpoint.path}`, async () => {
      const got: Partial<Expect> = {};
      for (const actor of ACTORS) {
        const token = actor === 'anonymous' ? undefined : company[actor].token;
        const res = await t.request({ ...(testCase.request(quizId) as { method: 'GET'; url: string }), token });
        got[actor] = res.statusCode;
        if (res.statusCode >= 400) expect(res.json().error.code, `${actor}: ${res.body}`).toBeTypeOf('string');
      }
      expect(got).toEqual(testCase.expect);
    });
  }

  it('has one row per endpoint of the quizzes contract', () => {
    const endpoints = (Object.values(quizzesApi) as unknown[]).filter(
      (value): value is EndpointDefinition => typeof value === 'object' && value !== null && 'path' in value && 'method' in value,
    );
    expect(new Set(CASES.map((testCase) => testCase.endpoint))).toEqual(new Set(endpoints));
  });
});

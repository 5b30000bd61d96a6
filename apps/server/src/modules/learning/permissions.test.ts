import { type EndpointDefinition, learningApi } from '@trilha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createLearningCompany, type LearningCompany } from '../../../test/factories/index.ts';
import { multipart } from '../../../test/uploads.ts';
import { storePackageFiles } from './learning.service.ts';
import { demoScormPage, scormManifest, writeZip } from './zip-writer.ts';

/**
 * The permission matrix of the learning routes, on a private course: each workspace role, a user of no workspace,
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
const MANAGERS = (status: number): Expect => ({ ...MEMBERS(status), member: 403 });

const files = (title: string) => [
  { path: 'imsmanifest.xml', data: Buffer.from(scormManifest('scorm12', title, 'index.html')) },
  { path: 'index.html', data: Buffer.from(demoScormPage(title)) },
];

interface Case {
  endpoint: EndpointDefinition;
  request: (
    c: LearningCompany,
  ) => Promise<{ method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object | Buffer; headers?: Record<string, string> }>;
  expect: Expect;
}

const CASES: Case[] = [
  {
    endpoint: learningApi.attachPackage,
    request: async (c) => ({
      method: 'POST',
      url: `/v1/contents/${c.privateContent}/package`,
      ...(await multipart({}, { file: { data: writeZip(files('Curso')), name: 'curso.zip', type: 'application/zip' } })),
    }),
    expect: MANAGERS(200),
  },
  {
    endpoint: learningApi.getRuntime,
    request: async (c) => ({ method: 'GET', url: `/v1/contents/${c.privateContent}/runtime` }),
    expect: MEMBERS(200),
  },
  {
    endpoint: learningApi.saveRuntime,
    request: async (c) => ({
      method: 'PUT',
      url: `/v1/contents/${c.privateContent}/runtime`,
      payload: { standard: 'scorm12', cmi: { core: { lesson_status: 'incomplete' } } },
    }),
    expect: MEMBERS(200),
  },
];

let t: TestApp;
let shared: LearningCompany;
beforeAll(async () => {
  t = await createTestApp();
  shared = await createLearningCompany(t);
  await storePackageFiles(t.deps, shared.privateContent, { standard: 'scorm12', title: 'Curso', launchPath: 'index.html' }, files('Curso'));
});
afterAll(() => t.close());

describe('learning permission matrix', () => {
  for (const testCase of CASES) {
    it(`${testCase.endpoint.method} ${testCase.endpoint.path}`, async () => {
      const got: Partial<Expect> = {};
      for (const actor of ACTORS) {
        const token = actor === 'anonymous' ? undefined : shared[actor].token;
        const res = await t.request({ ...(await testCase.request(shared)), token });
        got[actor] = res.statusCode;
        if (res.statusCode >= 400) expect(res.json().error.code, `${actor}: ${res.body}`).toBeTypeOf('string');
      }
      expect(got).toEqual(testCase.expect);
    });
  }

  it('has one row per endpoint of the learning contract', () => {
    expect(new Set(CASES.map((testCase) => testCase.endpoint))).toEqual(new Set(Object.values(learningApi)));
  });
});

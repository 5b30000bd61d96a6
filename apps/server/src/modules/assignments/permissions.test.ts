import { assignmentsApi, type EndpointDefinition } from '@trilha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { ADMINISTRATOR_PEOPLE, type AdministratorCompany, createAdminCompany } from '../../../test/factories/index.ts';

/**
 * The permission matrix of assignments: the company's admin assigns and reads the report; a plain member and support
 * staff (read-only in the admin center) are refused; another company's admin gets 404; no session 401. The assignee's
 * own list is everyone's.
 */
const ACTORS = ['admin', 'member', 'support', 'otherAdmin', 'anonymous'] as const;
type Expect = Record<(typeof ACTORS)[number], number>;
const MANAGE = (status: number): Expect => ({ admin: status, member: 403, support: 403, otherAdmin: 404, anonymous: 401 });

interface Case {
  endpoint: EndpointDefinition;
  request: () => { method: 'GET' | 'POST'; url: string; payload?: object };
  expect: Expect;
}

let t: TestApp;
let c: AdministratorCompany;
let contentId: string;
beforeAll(async () => {
  t = await createTestApp();
  c = await createAdminCompany(t, {}, ADMINISTRATOR_PEOPLE);
  const res = await t.request({
    method: 'POST',
    url: '/v1/contents',
    token: c.admin.token,
    payload: { workspaceId: c.id, type: 'article', title: 'Segurança' },
  });
  contentId = res.json().id;
});
afterAll(() => t.close());

const CASES: Case[] = [
  {
    endpoint: assignmentsApi.createAssignment,
    request: () => ({
      method: 'POST',
      url: '/v1/-/learning/assignments',
      payload: { contentId, userIds: [c.member.id], dueDate: '2026-12-10' },
    }),
    expect: MANAGE(201),
  },
  {
    endpoint: assignmentsApi.getAssignmentReport,
    request: () => ({ method: 'GET', url: '/v1/-/learning/assignments/report' }),
    expect: MANAGE(200),
  },
  {
    endpoint: assignmentsApi.exportAssignmentReport,
    request: () => ({ method: 'GET', url: '/v1/-/learning/assignments/report.csv' }),
    expect: MANAGE(200),
  },
  {
    endpoint: assignmentsApi.listMyAssignments,
    request: () => ({ method: 'GET', url: '/v1/myself/assignments' }),
    expect: { admin: 200, member: 200, support: 200, otherAdmin: 200, anonymous: 401 },
  },
];

describe('assignments permission matrix', () => {
  for (const testCase of CASES) {
    it(`${testCase.endpoint.method} ${testCase.endpoint.path}`, async () => {
      const got: Partial<Expect> = {};
      for (const actor of ACTORS) {
        const token = actor === 'anonymous' ? undefined : c[actor].token;
        const res = await t.request({ ...testCase.request(), token, company: c.subdomain });
        got[actor] = res.statusCode;
        if (res.statusCode >= 400) expect(res.json().error.code, `${actor}: ${res.body}`).toBeTypeOf('string');
      }
      expect(got).toEqual(testCase.expect);
    });
  }

  it('has one row per endpoint of the assignments contract', () => {
    const endpoints = (Object.values(assignmentsApi) as unknown[]).filter(
      (value): value is EndpointDefinition => typeof value === 'object' && value !== null && 'path' in value,
    );
    expect(new Set(CASES.map((testCase) => testCase.endpoint))).toEqual(new Set(endpoints));
  });
});

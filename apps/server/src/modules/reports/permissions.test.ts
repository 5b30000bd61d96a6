import { type EndpointDefinition, reportsApi } from '@trilha/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, type HiringCompany } from '../../../test/factories/index.ts';

/**
 * The permission matrix of the career and reports routes: each recruitment role, a plain member, another
 * company's administrator, a candidate of no role in the company and no session. Reports need
 * recruitment.positions.view (evaluators see only their linked positions' numbers: reports.test.ts); a career is
 * always the caller's own.
 */
const ACTORS = ['admin', 'manager', 'evaluator', 'member', 'otherAdmin', 'candidate', 'anonymous'] as const;
type Actor = (typeof ACTORS)[number];
type Expect = Record<Actor, number>;
const RECRUITERS: Expect = { admin: 200, manager: 200, evaluator: 200, member: 403, otherAdmin: 404, candidate: 404, anonymous: 401 };
const SESSION: Expect = { admin: 200, manager: 200, evaluator: 200, member: 200, otherAdmin: 200, candidate: 200, anonymous: 401 };

const CASES: { endpoint: EndpointDefinition; url: string; company: boolean; expect: Expect }[] = [
  { endpoint: reportsApi.getCareer, url: '/v1/career?from=2025-01-01', company: false, expect: SESSION },
  { endpoint: reportsApi.getCompanyReport, url: '/v1/-/reports?from=2025-01-01', company: true, expect: RECRUITERS },
  { endpoint: reportsApi.exportCompanyReport, url: '/v1/-/reports.csv?from=2025-01-01', company: true, expect: RECRUITERS },
  { endpoint: reportsApi.getHiringReport, url: '/v1/-/reports/hiring?from=2025-01-01', company: true, expect: RECRUITERS },
  { endpoint: reportsApi.exportHiringReport, url: '/v1/-/reports/hiring.csv?from=2025-01-01', company: true, expect: RECRUITERS },
];

let t: TestApp;
let c: HiringCompany;
beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringCompany(t);
});
afterAll(() => t.close());

describe('career and reports permission matrix', () => {
  for (const testCase of CASES) {
    it(`${testCase.endpoint.method} ${testCase.endpoint.path}`, async () => {
      const got: Partial<Expect> = {};
      for (const actor of ACTORS) {
        const token = actor === 'anonymous' ? undefined : c[actor].token;
        const res = await t.request({
          method: 'GET',
          url: testCase.url,
          ...(token && { token }),
          ...(testCase.company && { company: c.subdomain }),
        });
        got[actor] = res.statusCode;
        if (res.statusCode >= 400) expect(res.json().error.code, `${actor}: ${res.body}`).toBeTypeOf('string');
      }
      expect(got).toEqual(testCase.expect);
    });
  }

  it('has one row per endpoint of the reports contract', () => {
    const endpoints = (Object.values(reportsApi) as unknown[]).filter(
      (value): value is EndpointDefinition =>
        typeof value === 'object' && value !== null && 'tag' in value && (value as EndpointDefinition).tag === 'reports',
    );
    expect(new Set(CASES.map((testCase) => testCase.endpoint))).toEqual(new Set(endpoints));
  });
});

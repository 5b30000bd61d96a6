import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createReportsCompany, type ReportsCompany } from './test-fixtures.ts';

let t: TestApp;
let c: ReportsCompany;
beforeAll(async () => {
  t = await createTestApp();
  c = await createReportsCompany(t);
});
afterAll(() => t.close());

const day = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const value = fc.oneof(day, fc.string({ maxLength: 30 }), fc.uuid(), fc.integer().map(String), fc.constant('2015-01-01'));
const query = fc.dictionary(fc.constantFrom('from', 'to', 'positionId', 'extra'), value, { maxKeys: 4 });

describe('malformed input never produces a 5xx', () => {
  for (const url of ['/v1/career', '/v1/-/reports', '/v1/-/reports.csv']) {
    it(`GET ${url}`, async () => {
      await fc.assert(
        fc.asyncProperty(query, async (params) => {
          const search = new URLSearchParams(params).toString();
          const res = await t.request({ method: 'GET', url: `${url}?${search}`, token: c.admin.token, company: c.subdomain });
          expect(res.statusCode, `${search} ${res.body}`).toBeLessThan(500);
        }),
        { numRuns: 60 },
      );
    });
  }
});

import fc from 'fast-check';
import { describe, it } from 'vitest';
import { createHiringCompany } from '../../../test/factories/index.ts';
import { openFuzzApp, requestsNever5xx } from '../../../test/fuzz.ts';

const t = await openFuzzApp();
const c = await createHiringCompany(t);

const day = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const value = fc.oneof(day, fc.string({ maxLength: 30 }), fc.uuid(), fc.integer().map(String), fc.constant('2015-01-01'));
const query = fc.dictionary(fc.constantFrom('from', 'to', 'positionId', 'extra'), value, { maxKeys: 4 });

describe('malformed input never produces a 5xx', () => {
  for (const url of ['/v1/career', '/v1/-/reports', '/v1/-/reports.csv', '/v1/-/reports/hiring', '/v1/-/reports/hiring.csv']) {
    it(`GET ${url}`, () =>
      requestsNever5xx(
        t,
        query.map((params) => ({ method: 'GET', url: `${url}?${new URLSearchParams(params)}` })),
        { token: c.admin.token, company: c.subdomain, numRuns: 60 },
      ));
  }
});

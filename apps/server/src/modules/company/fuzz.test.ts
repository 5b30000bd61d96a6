import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type AdminCompany, createAdminCompany, validDetails, validDetailsUs } from './test-fixtures.ts';

let t: TestApp;
let c: AdminCompany;
beforeAll(async () => {
  t = await createTestApp();
  c = await createAdminCompany(t);
});
afterAll(() => t.close());

const json = fc.jsonValue({ maxDepth: 3 });
const text = fc.string({ maxLength: 40 });
/** A valid form with one field (top level or of the address) replaced by anything. */
const mutated = (form: Record<string, unknown>) =>
  fc
    .tuple(fc.constantFrom(...Object.keys(form), ...Object.keys(form.address as object).map((key) => `address.${key}`)), json)
    .map(([key, value]) => {
      const copy = structuredClone(form) as Record<string, Record<string, unknown>>;
      const [head, tail] = key.split('.') as [string, string | undefined];
      if (tail && copy[head]) copy[head][tail] = value;
      else (copy as Record<string, unknown>)[head] = value;
      return JSON.stringify(copy);
    });
const bodies = (form: Record<string, unknown>) =>
  fc.oneof(
    json.map((value) => JSON.stringify(value)),
    mutated(form),
    text,
    fc.record({ linkedinId: json }).map((v) => JSON.stringify(v)),
  );

const WRITES = [
  { url: '/v1/-/company', form: { linkedinId: '1', address: {} } },
  { url: '/v1/-/company/details', form: validDetails() },
  { url: '/v1/-/company/details_us', form: validDetailsUs() },
];

describe('malformed input never produces a 5xx', () => {
  for (const { url, form } of WRITES) {
    it(`PUT ${url}`, async () => {
      await fc.assert(
        fc.asyncProperty(bodies(form), async (payload) => {
          const res = await t.request({
            method: 'PUT',
            url,
            token: c.admin.token,
            company: c.subdomain,
            headers: { 'content-type': 'application/json' },
            payload,
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
          if (res.statusCode >= 400) expect(res.json().error.code).toBeTypeOf('string');
        }),
        { numRuns: 30 },
      );
    });
  }

  it('queries and company headers with any text', async () => {
    await fc.assert(
      fc.asyncProperty(text, async (s) => {
        for (const [url, company] of [
          [`/v1/-/company?lang=${encodeURIComponent(s)}`, c.subdomain],
          ['/v1/-/company/details', s || 'x'],
          ['/v1/-/company/details_us', s || 'x'],
        ] as const) {
          const res = await t.request({ method: 'GET', url, token: c.admin.token, headers: { 'x-company': encodeURIComponent(company) } });
          expect(res.statusCode, res.body).toBeLessThan(500);
        }
      }),
      { numRuns: 30 },
    );
  });
});

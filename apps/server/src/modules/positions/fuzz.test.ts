import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createPosition, type HiringCompany, positionFormFor } from './test-fixtures.ts';

let t: TestApp;
let c: HiringCompany;
let position: string;
beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringCompany(t);
  position = await createPosition(t, c);
});
afterAll(() => t.close());

const json = fc.jsonValue({ maxDepth: 3 });
const text = fc.string({ maxLength: 40 });
const FORM_KEYS = Object.keys(positionFormFor());
const bodies = (keys: string[]) =>
  fc.oneof(
    json.map((value) => JSON.stringify(value)),
    fc
      .dictionary(fc.constantFrom(...keys, 'extra'), json, { maxKeys: 6 })
      .map((value) => JSON.stringify({ ...positionFormFor(), ...value })),
    text,
  );

describe('malformed input never produces a 5xx', () => {
  const endpoints: { method: 'POST' | 'PUT'; url: () => string; keys: string[] }[] = [
    { method: 'POST', url: () => '/v1/-/positions', keys: FORM_KEYS },
    { method: 'PUT', url: () => `/v1/-/positions/${position}`, keys: FORM_KEYS },
    { method: 'POST', url: () => `/v1/-/positions/${position}/status`, keys: ['status'] },
    { method: 'POST', url: () => `/v1/-/positions/${position}/approval`, keys: ['decision', 'note'] },
    { method: 'POST', url: () => '/v1/-/departments', keys: ['name'] },
    { method: 'PUT', url: () => `/v1/favorite/${position}`, keys: ['notifyWhenReady'] },
  ];
  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.url()}`, async () => {
      await fc.assert(
        fc.asyncProperty(bodies(endpoint.keys), async (payload) => {
          const res = await t.request({
            method: endpoint.method,
            url: endpoint.url(),
            token: c.admin.token,
            company: c.subdomain,
            headers: { 'content-type': 'application/json' },
            payload,
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
        }),
        { numRuns: 40 },
      );
    });
  }

  it('paths and queries with any text', async () => {
    const urls = [
      (s: string) =>
        `/v1/suggestions?text=${s}&salary=${s}&categoryList=${s}&locationList=${s}&locationStateList=${s}&typeWork=${s}&aggregator=${s}`,
      (s: string) => `/v1/suggestions?text=${s}&allowUnspecified=true`,
      (s: string) => `/v1/positions/${s}?aggregator=${s}&lang=${s}`,
      (s: string) => `/v1/positions/related/${s}`,
      (s: string) => `/v1/positions/company/${s}?page=${s}`,
      (s: string) => `/v1/positions/${s}/match`,
      (s: string) => `/v1/favorite?aggregator=${s}`,
      (s: string) => `/v1/discovery/location?query=${s}`,
      (s: string) => `/v1/-/cms/news?lang=${s}&limit=${s}`,
      (s: string) => `/v1/-/positions?status=${s}&page=${s}`,
      (s: string) => `/v1/-/positions?query=${s}&department=${s}&city=${s}&recruiter=${s}&sort=${s}`,
      (s: string) => `/v1/-/positions?query=${s}`,
      (s: string) => `/v1/-/positions/${s}`,
      (s: string) => `/v1/-/departments/${s}`,
      (s: string) => `/v1/-/departments?removed=${s}`,
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), text, async (url, value) => {
        const res = await t.request({ method: 'GET', url: url(encodeURIComponent(value)), token: c.admin.token, company: c.subdomain });
        expect(res.statusCode, `${url(value)} ${res.body}`).toBeLessThan(500);
      }),
      { numRuns: 250 },
    );
  });
});

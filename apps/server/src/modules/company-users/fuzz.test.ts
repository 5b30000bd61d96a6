import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type Company, createCompany } from './test-fixtures.ts';

let t: TestApp;
let c: Company;
beforeAll(async () => {
  t = await createTestApp();
  c = await createCompany(t);
});
afterAll(() => t.close());

const json = fc.jsonValue({ maxDepth: 3 });
const text = fc.string({ maxLength: 40 });
const shaped = (keys: string[]) => fc.dictionary(fc.constantFrom(...keys, 'extra'), json, { maxKeys: 3 });
/** Bodies a client could send: any JSON, objects with the expected keys and wrong values, or broken JSON text. */
const bodies = (keys: string[]) =>
  fc.oneof(
    json.map((value) => JSON.stringify(value)),
    shaped(keys).map((value) => JSON.stringify(value)),
    text,
  );

const BODY_ENDPOINTS: { method: 'POST' | 'PUT' | 'DELETE'; url: (target: string) => string; keys: string[] }[] = [
  { method: 'POST', url: () => '/v1/-/company/users', keys: ['emails', 'type'] },
  { method: 'PUT', url: () => '/v1/-/company/users/invites', keys: ['email'] },
  { method: 'DELETE', url: () => '/v1/-/company/users/invites', keys: ['email'] },
  { method: 'PUT', url: (target) => `/v1/-/company/users/${target}`, keys: ['type'] },
];

describe('company users: malformed input never produces a 5xx', () => {
  it('bodies', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...BODY_ENDPOINTS), bodies(['emails', 'type', 'email']), async (endpoint, payload) => {
        const res = await t.request({
          method: endpoint.method,
          url: endpoint.url(c.member.id),
          token: c.administrator.token,
          company: c.subdomain,
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json().error.code).toBeTypeOf('string');
      }),
      { numRuns: 40 },
    );
  });

  it('paths and queries with any text', async () => {
    const urls: [method: 'GET' | 'POST' | 'DELETE', url: (s: string) => string][] = [
      ['GET', (s) => `/v1/-/company/users?tab=${s}&page=${s}&limit=${s}&search=${s}`],
      ['GET', (s) => `/v1/-/company/users?search=${s}`],
      ['GET', (s) => `/v1/-/company/users/invites?filter=${s}&page=${s}`],
      ['GET', (s) => `/v1/-/company/users/${s}`],
      ['POST', (s) => `/v1/-/company/users/${s}`],
      ['DELETE', (s) => `/v1/-/company/users/${s}`],
      ['GET', (s) => `/v1/-/invites/${s}`],
      ['POST', (s) => `/v1/-/invites/${s}`],
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), fc.string({ minLength: 1, maxLength: 60 }), async ([method, url], value) => {
        const res = await t.request({
          method,
          url: url(encodeURIComponent(value)),
          token: c.administrator.token,
          company: value.replace(/[^\x20-\x7e]/g, '') || c.subdomain,
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });
});

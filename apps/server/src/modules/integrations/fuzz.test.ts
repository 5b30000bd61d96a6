import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type Company, createCompany, sandboxToken } from './test-fixtures.ts';

let t: TestApp;
let c: Company;
let installed: string;
beforeAll(async () => {
  t = await createTestApp();
  c = await createCompany(t);
  const res = await t.request({
    method: 'POST',
    url: '/v1/-/automations/install/admitta',
    payload: { name: 'Admissão', token: sandboxToken() },
    token: c.admin.token,
    company: c.subdomain,
  });
  installed = res.json().id;
});
afterAll(() => t.close());

const json = fc.jsonValue({ maxDepth: 3 });
const text = fc.string({ maxLength: 40 });
const bodies = (keys: string[]) =>
  fc.oneof(
    json.map((value) => JSON.stringify(value)),
    fc.dictionary(fc.constantFrom(...keys, 'extra'), fc.oneof(json, text), { maxKeys: 4 }).map((value) => JSON.stringify(value)),
    text,
  );

describe('malformed input to the integrations never produces a 5xx', () => {
  const endpoints: { method: 'POST' | 'PUT' | 'DELETE'; url: string; keys: string[] }[] = [
    { method: 'POST', url: '/v1/-/automations/install/admitta', keys: ['name', 'token'] },
    { method: 'PUT', url: '/v1/-/integration/hiringnotification', keys: ['email'] },
    { method: 'DELETE', url: '/v1/-/automations/uninstall/trilhafeed', keys: ['company_automation_id'] },
  ];
  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.url}`, async () => {
      await fc.assert(
        fc.asyncProperty(bodies(endpoint.keys), async (payload) => {
          const res = await t.request({
            method: endpoint.method,
            url: endpoint.url,
            token: c.admin.token,
            company: c.subdomain,
            headers: { 'content-type': 'application/json' },
            payload,
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
        }),
        { numRuns: 30 },
      );
    });
  }

  it('paths and queries with any text', async () => {
    const urls: { method: 'GET' | 'POST' | 'DELETE'; url: (s: string) => string }[] = [
      { method: 'GET', url: (s) => `/v1/-/integrations?page=${s}&limit=${s}` },
      { method: 'GET', url: (s) => `/v1/-/automations/get_token/${s}/${s}` },
      { method: 'GET', url: (s) => `/v1/-/automations/get_token/admitta/${s}` },
      { method: 'GET', url: (s) => `/v1/-/companyautomations/${s}` },
      { method: 'POST', url: (s) => `/v1/-/automations/install/${s}` },
      { method: 'DELETE', url: (s) => `/v1/-/automations/uninstall/${s}` },
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), text, async (endpoint, value) => {
        const res = await t.request({
          method: endpoint.method,
          url: endpoint.url(encodeURIComponent(value)),
          token: c.admin.token,
          company: c.subdomain,
          ...(endpoint.method !== 'GET' && { payload: { name: value, token: value, company_automation_id: installed } }),
        });
        expect(res.statusCode, `${endpoint.url(value)} ${res.body}`).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});

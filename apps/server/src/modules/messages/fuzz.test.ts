import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createMessagesCompany, type MessagesCompany } from './test-fixtures.ts';

let t: TestApp;
let c: MessagesCompany;
beforeAll(async () => {
  t = await createTestApp();
  c = await createMessagesCompany(t);
});
afterAll(() => t.close());

const json = fc.jsonValue({ maxDepth: 3 });
const text = fc.string({ maxLength: 40 });
/** a path or query segment: arbitrary text, a uuid, the real application, or nothing */
const segment = () =>
  fc.oneof(text, fc.uuid(), fc.constant(c.applicationId), fc.constant(''), fc.string({ unit: 'binary', maxLength: 10 }));
const shaped = (keys: string[]) => fc.dictionary(fc.constantFrom(...keys, 'extra'), json, { maxKeys: 4 });
const bodies = (keys: string[]) =>
  fc.oneof(
    json.map((value) => JSON.stringify(value)),
    shaped(keys).map((value) => JSON.stringify(value)),
    shaped(keys).map((value) => JSON.stringify({ applicationId: c.applicationId, ...value })),
    fc
      .record({ applicationId: segment(), body: fc.oneof(fc.string({ unit: 'binary', maxLength: 2100 }), json) })
      .map((value) => JSON.stringify(value)),
    text,
  );

describe('malformed input to the messages endpoints never produces a 5xx', () => {
  const cases: { method: 'POST' | 'PUT'; label: string; url: () => string; company: boolean; keys: string[] }[] = [
    { method: 'POST', label: '/v1/messages', url: () => '/v1/messages', company: false, keys: ['applicationId', 'body'] },
    { method: 'PUT', label: '/v1/messages', url: () => '/v1/messages', company: false, keys: ['applicationId'] },
    {
      method: 'POST',
      label: '/v1/-/applications/:id/messages',
      url: () => `/v1/-/applications/${c.applicationId}/messages`,
      company: true,
      keys: ['body'],
    },
    {
      method: 'PUT',
      label: '/v1/-/applications/:id/messages',
      url: () => `/v1/-/applications/${c.applicationId}/messages`,
      company: true,
      keys: ['body'],
    },
  ];
  for (const endpoint of cases) {
    it(`${endpoint.method} ${endpoint.label} bodies`, async () => {
      await fc.assert(
        fc.asyncProperty(bodies(endpoint.keys), async (payload) => {
          const res = await t.request({
            method: endpoint.method,
            url: endpoint.url(),
            token: endpoint.company ? c.admin.token : c.candidate.token,
            ...(endpoint.company && { company: c.subdomain }),
            headers: { 'content-type': 'application/json' },
            payload,
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
        }),
        { numRuns: 60 },
      );
    });
  }

  it('paths and queries with arbitrary text', async () => {
    const call = fc.record({
      kind: fc.constantFrom('mine', 'list', 'company-list', 'company-get', 'company-put'),
      id: segment(),
      page: fc.oneof(text, fc.integer({ min: -5, max: 200_000 }).map(String)),
      limit: fc.oneof(text, fc.integer({ min: -5, max: 100 }).map(String)),
      aggregator: segment(),
    });
    await fc.assert(
      fc.asyncProperty(call, async ({ kind, id, page, limit, aggregator }) => {
        const q = `page=${encodeURIComponent(page)}&limit=${encodeURIComponent(limit)}`;
        const path = encodeURIComponent(id);
        const request = {
          mine: { method: 'GET', url: `/v1/messages/${path}` },
          list: { method: 'GET', url: `/v1/messages?${q}&aggregator=${encodeURIComponent(aggregator)}` },
          'company-list': { method: 'GET', url: `/v1/-/messages?${q}` },
          'company-get': { method: 'GET', url: `/v1/-/applications/${path}/messages` },
          'company-put': { method: 'PUT', url: `/v1/-/applications/${path}/messages` },
        }[kind] as { method: 'GET' | 'PUT'; url: string };
        const company = kind.startsWith('company');
        const res = await t.request({
          ...request,
          token: company ? c.evaluator.token : c.candidate.token,
          ...(company && { company: c.subdomain }),
        });
        expect(res.statusCode, `${request.url} ${res.body}`).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { bookmarkFormFor, createRecordsCompany, dependentDataFor, type RecordsCompany } from './test-fixtures.ts';

let t: TestApp;
let c: RecordsCompany;
let bookmark: string;
let dependent: string;
beforeAll(async () => {
  t = await createTestApp();
  c = await createRecordsCompany(t);
  const post = (url: string, payload: object) =>
    t.request({ method: 'POST', url, payload, token: c.admin.token, company: c.subdomain }).then((res) => res.json().id as string);
  bookmark = await post('/v1/-/bookmarks', bookmarkFormFor());
  dependent = await post('/v1/-/dependents', { data: dependentDataFor(c.member.id) });
});
afterAll(() => t.close());

const json = fc.jsonValue({ maxDepth: 3 });
const text = fc.string({ maxLength: 40 });
const form = (base: object, keys: string[]) =>
  fc.dictionary(fc.constantFrom(...keys, 'extra'), fc.oneof(json, text), { maxKeys: 5 }).map((value) => ({ ...base, ...value }));
const bookmarkBodies = form(bookmarkFormFor('Fuzz'), Object.keys(bookmarkFormFor()));
const dependentBodies = fc.oneof(
  form(dependentDataFor(), Object.keys(dependentDataFor())).map((data) => ({ data })),
  json.map((data) => ({ data })),
);
const anyBody = (shaped: fc.Arbitrary<object>) =>
  fc.oneof(
    shaped.map((value) => JSON.stringify(value)),
    json.map((value) => JSON.stringify(value)),
    text,
  );

describe('malformed input never produces a 5xx', () => {
  const endpoints: { method: 'POST' | 'PUT'; name: string; url: () => string; bodies: fc.Arbitrary<string> }[] = [
    { method: 'POST', name: '/v1/-/bookmarks', url: () => '/v1/-/bookmarks', bodies: anyBody(bookmarkBodies) },
    { method: 'PUT', name: '/v1/-/bookmarks/:id', url: () => `/v1/-/bookmarks/${bookmark}`, bodies: anyBody(bookmarkBodies) },
    { method: 'POST', name: '/v1/-/dependents', url: () => '/v1/-/dependents', bodies: anyBody(dependentBodies) },
    { method: 'PUT', name: '/v1/-/dependents/:id', url: () => `/v1/-/dependents/${dependent}`, bodies: anyBody(dependentBodies) },
  ];
  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.name}`, async () => {
      await fc.assert(
        fc.asyncProperty(endpoint.bodies, async (payload) => {
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
        { numRuns: 30 },
      );
    });
  }

  it('paths and queries with any text', async () => {
    const urls: [string, (s: string) => string][] = [
      ['GET', (s) => `/v1/-/bookmarks?search=${s}&page=${s}&limit=${s}`],
      ['GET', (s) => `/v1/-/bookmarks?search=${s}`],
      ['GET', (s) => `/v1/-/bookmarks/${s}`],
      ['DELETE', (s) => `/v1/-/bookmarks/${s}`],
      ['GET', (s) => `/v1/-/dependents?page=${s}&limit=${s}`],
      ['GET', (s) => `/v1/-/dependents/${s}`],
      ['DELETE', (s) => `/v1/-/dependents/${s}`],
      ['GET', (s) => `/v1/-/positions?status=draft&department=${s}`],
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), text, async ([method, url], value) => {
        const res = await t.request({
          method: method as 'GET',
          url: url(encodeURIComponent(value)),
          token: c.admin.token,
          company: c.subdomain,
        });
        expect(res.statusCode, `${url(value)} ${res.body}`).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});

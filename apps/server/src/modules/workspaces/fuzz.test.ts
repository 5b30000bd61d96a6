import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { type Company, createCompany, createWorkspacesTestApp } from './test-fixtures.ts';

let t: TestApp;
let c: Company;
beforeAll(async () => {
  t = await createWorkspacesTestApp();
  c = await createCompany(t);
});
afterAll(() => t.close());

const json = fc.jsonValue({ maxDepth: 3 });
const text = fc.string({ maxLength: 40 });
const shaped = (keys: string[]) => fc.dictionary(fc.constantFrom(...keys, 'extra'), json, { maxKeys: 4 });

/** Bodies a client could send: any JSON, objects with the expected keys and wrong values, or broken JSON text. */
const bodies = (keys: string[]) =>
  fc.oneof(
    json.map((value) => ({ payload: JSON.stringify(value) })),
    shaped(keys).map((value) => ({ payload: JSON.stringify(value) })),
    text.map((value) => ({ payload: value })),
  );

const JSON_ENDPOINTS: {
  method: 'POST' | 'PUT' | 'PATCH';
  url: (id: string, target: string) => string;
  keys: string[];
  company?: boolean;
}[] = [
  {
    method: 'POST',
    url: (id) => `/v1/workspaces/${id}`,
    keys: ['name', 'imageUrl', 'removeImage', 'isCompleted', 'primaryColor', 'darkMenu'],
  },
  { method: 'POST', url: (id) => `/v1/workspaces/${id}/languages`, keys: ['languages'] },
  { method: 'PUT', url: () => '/v1/-/company/support', keys: ['mode'], company: true },
  { method: 'PATCH', url: (id, target) => `/v1/workspaces/${id}/users/${target}`, keys: ['role'] },
  { method: 'PATCH', url: (id) => `/v1/workspaces/${id}/users`, keys: ['confirmation'] },
  { method: 'POST', url: (id) => `/v1/workspaces/${id}/invites`, keys: ['invites', 'email', 'role'] },
];

describe('malformed input never produces a 5xx', () => {
  for (const endpoint of JSON_ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.url(':id', ':userId')}`, async () => {
      await fc.assert(
        fc.asyncProperty(bodies(endpoint.keys), async ({ payload }) => {
          const res = await t.request({
            method: endpoint.method,
            url: endpoint.url(c.id, c.target.id),
            token: c.owner.token,
            company: endpoint.company ? c.subdomain : undefined,
            headers: { 'content-type': 'application/json' },
            payload,
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
          if (res.statusCode >= 400) expect(res.json().error.code).toBeTypeOf('string');
        }),
        { numRuns: 60 },
      );
    });
  }

  it('paths and queries with any text', async () => {
    const urls = [
      (s: string) => `/v1/workspaces/${s}`,
      (s: string) => `/v1/workspaces/${s}/users?page=${s}&limit=${s}&search=${s}&role=${s}`,
      (s: string) => `/v1/workspaces/${c.id}/users?search=${s}`,
      (s: string) => `/v1/workspaces/${c.id}/users/suggestions?query=${s}`,
      (s: string) => `/v1/workspaces/${c.id}/invites?filter=${s}&page=${s}`,
      (s: string) => `/v1/workspaces/invites/${s}`,
      (s: string) => `/v1/workspaces/user/${s}`,
      (s: string) => `/v1/myself/workspaces?type=${s}`,
      (s: string) => `/v1/location?location=${s}`,
      (s: string) => `/v1/assets?prefix=${s}`,
      (s: string) => `/v1/assets/file/${s}`,
      (s: string) => `/v1/files/${s}`,
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), fc.string({ minLength: 1, maxLength: 60 }), async (url, value) => {
        const res = await t.request({
          method: 'GET',
          url: url(encodeURIComponent(value)),
          token: c.owner.token,
          company: value.replace(/[^\x20-\x7e]/g, '') || undefined,
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
    for (const method of ['PATCH', 'GET'] as const) {
      for (const suffix of ['resend', 'complete', 'refuse']) {
        const res = await t.request({ method, url: `/v1/workspaces/invites/%00%ff/${suffix}`, token: c.owner.token });
        expect(res.statusCode).toBeLessThan(500);
      }
    }
    const hits = await t.request({ method: 'PATCH', url: '/v1/workspace/%27%3B--/hits' });
    expect(hits.statusCode).toBe(404);
  });

  it('multipart bodies with broken parts', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 400 }), fc.string({ maxLength: 20 }), async (bytes, boundary) => {
        const res = await t.request({
          method: 'POST',
          url: `/v1/workspaces/${c.id}`,
          token: c.owner.token,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary.replace(/[^\x21-\x7e]/g, '') || 'x'}` },
          payload: Buffer.from(bytes),
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createPosition, type HiringCompany } from '../../../test/hiring-fixtures.ts';

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
const text = fc.string({ maxLength: 60 });
const shaped = (keys: string[]) => fc.dictionary(fc.constantFrom(...keys, 'extra'), json, { maxKeys: 4 });
const bodies = (keys: string[]) =>
  fc.oneof(
    json.map((value) => JSON.stringify(value)),
    shaped(keys).map((value) => JSON.stringify(value)),
    text,
  );
const segment = fc.oneof(text, fc.uuid(), fc.base64String({ maxLength: 60 })).map((value) => encodeURIComponent(value) || 'x');

describe('malformed input never produces a 5xx', () => {
  const BODIES: { method: 'POST'; url: () => string; keys: string[] }[] = [
    { method: 'POST', url: () => `/v1/-/positions/${position}/invites`, keys: ['emails', 'message'] },
    { method: 'POST', url: () => '/v1/applications/invites/feedback', keys: ['inviteId', 'accepted', 'feedback'] },
  ];
  for (const endpoint of BODIES) {
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
        { numRuns: 60 },
      );
    });
  }

  it('well-formed invites with arbitrary e-mails and messages', async () => {
    const form = fc.record({
      emails: fc.array(fc.oneof(fc.emailAddress(), text), { minLength: 0, maxLength: 22 }),
      message: fc.oneof(fc.constant(null), fc.string({ maxLength: 1200 })),
    });
    await fc.assert(
      fc.asyncProperty(form, async (payload) => {
        const res = await t.request({
          method: 'POST',
          url: `/v1/-/positions/${position}/invites`,
          token: c.admin.token,
          company: c.subdomain,
          payload,
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
  });

  it('arbitrary path segments and queries', async () => {
    const paths = fc.tuple(
      fc.constantFrom(
        (s: string) => ({ method: 'POST' as const, url: `/v1/applications/invites/external/${s}` }),
        (s: string) => ({ method: 'POST' as const, url: `/v1/applications/invites/external/accept/${s}` }),
        (s: string) => ({ method: 'POST' as const, url: `/v1/applications/invites/external/decline/${s}` }),
        (s: string) => ({ method: 'DELETE' as const, url: `/v1/-/invites/applications/${s}` }),
        (s: string) => ({ method: 'GET' as const, url: `/v1/-/positions/${s}/invites` }),
        (s: string) => ({ method: 'GET' as const, url: `/v1/-/positions/${position}/invites?status=${s}` }),
        (s: string) => ({ method: 'POST' as const, url: `/v1/-/positions/${s}/invites` }),
      ),
      segment,
    );
    await fc.assert(
      fc.asyncProperty(paths, async ([make, s]) => {
        const res = await t.request({ ...make(s), token: c.admin.token, company: c.subdomain });
        expect(res.statusCode, `${make(s).url} ${res.body}`).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t);
});
afterAll(() => t.close());

const json = fc.jsonValue({ maxDepth: 3 });
const text = fc.string({ maxLength: 40 });
const shaped = (keys: string[]) => fc.dictionary(fc.constantFrom(...keys, 'extra'), json, { maxKeys: 4 });
const entry = fc.record(
  {
    skillId: fc.oneof(fc.uuid(), text),
    level: fc.oneof(fc.constantFrom('interest', 'basic', 'intermediate', 'advanced', null), text),
    main: fc.oneof(fc.boolean(), json),
    deleted: fc.oneof(fc.boolean(), json),
  },
  { requiredKeys: [] },
);

const bodies = (keys: string[]) =>
  fc.oneof(
    json.map((value) => JSON.stringify(value)),
    shaped(keys).map((value) => JSON.stringify(value)),
    text,
  );

/** Posts arbitrary bodies to a route as the signed-in user: never a 5xx, and every refusal in the error envelope. */
const postsNever5xx = (url: string, payloads: fc.Arbitrary<string>) =>
  fc.assert(
    fc.asyncProperty(payloads, async (payload) => {
      const res = await t.request({ method: 'POST', url, token: user.token, headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode, res.body).toBeLessThan(500);
      if (res.statusCode >= 400) expect(res.json().error.code).toBeTypeOf('string');
    }),
    { numRuns: 80 },
  );

describe('malformed input never produces a 5xx', () => {
  it('POST /v1/skills', () =>
    postsNever5xx(
      '/v1/skills',
      fc.oneof(
        bodies(['title']),
        fc.string({ maxLength: 120 }).map((title) => JSON.stringify({ title })),
      ),
    ));

  it('POST /v1/skills/user', () =>
    postsNever5xx(
      '/v1/skills/user',
      fc.oneof(
        bodies(['skills']),
        fc.array(entry, { maxLength: 6 }).map((skills) => JSON.stringify({ skills })),
      ),
    ));

  it('paths and queries with any text', async () => {
    const urls = [
      (s: string) => `/v1/skills?query=${s}&page=${s}`,
      (s: string) => `/v1/skills?query=${s}`,
      (s: string) => `/v1/skills/language?order=${s}&limit=${s}&filterByName=${s}&page=${s}`,
      (s: string) => `/v1/skills/language?filterByName=${s}`,
      (s: string) => `/v1/skills/user/${s}`,
      (s: string) => `/v1/myself/skills?${s}=${s}`,
    ];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), fc.string({ minLength: 1, maxLength: 60 }), async (url, value) => {
        const res = await t.request({ method: 'GET', url: url(encodeURIComponent(value)), token: user.token });
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
  });
});

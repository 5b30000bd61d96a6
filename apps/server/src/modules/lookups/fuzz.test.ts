import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  // nothing listens here: the postal-code lookup must still answer without a 5xx
  t = await createTestApp({ config: { cepServiceUrl: 'http://127.0.0.1:9/ws', cepTimeoutMs: 200 } });
  user = await createUser(t);
});
afterAll(() => t.close());

const text = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.constantFrom('', ' ', 'são paulo', '%_%', '\u0000', 'SP', '35', 'br', 'US', 'true', 'false', '-1', '51', '1e3'),
);
const params = (keys: string[]) => fc.dictionary(fc.constantFrom(...keys, 'extra'), text, { maxKeys: keys.length + 1 });
const queryString = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .join('&');

const ENDPOINTS: { path: string; keys: string[] }[] = [
  { path: '/v1/languages', keys: ['lang'] },
  { path: '/v1/schools', keys: ['query', 'limit'] },
  { path: '/v1/companies', keys: ['query', 'limit'] },
  { path: '/v1/jobtitles', keys: ['query', 'limit'] },
  { path: '/v1/states', keys: ['country_code'] },
  { path: '/v1/cities', keys: ['query', 'state', 'country_code', 'appendState', 'limit'] },
  { path: '/v1/courses', keys: ['query', 'lang', 'limit'] },
  { path: '/v1/categories', keys: ['lang'] },
];

describe('malformed lookup queries never produce a 5xx', () => {
  for (const { path, keys } of ENDPOINTS)
    it(`GET ${path}`, async () => {
      await fc.assert(
        fc.asyncProperty(params(keys), async (values) => {
          const res = await t.request({ method: 'GET', url: `${path}?${queryString(values)}`, token: user.token });
          expect(res.statusCode, res.body).toBeLessThan(500);
          if (res.statusCode >= 400) expect(res.json().error.code).toBeTypeOf('string');
        }),
        { numRuns: 60 },
      );
    });

  it('GET /v1/postal-codes/:cep', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          text.filter((value) => value.length > 0),
          fc.stringMatching(/^\d{5}-?\d{3}$/),
        ),
        async (cep) => {
          const res = await t.request({ method: 'GET', url: `/v1/postal-codes/${encodeURIComponent(cep)}`, token: user.token });
          expect(res.statusCode, res.body).toBeLessThan(500);
          if (res.statusCode >= 400) expect(res.json().error.code).toBeTypeOf('string');
        },
      ),
      { numRuns: 40 },
    );
  });
});

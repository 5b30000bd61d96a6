import fc from 'fast-check';
import { describe, it } from 'vitest';
import { createUser } from '../../../test/factories/index.ts';
import { get, openFuzzApp, requestsNever5xx } from '../../../test/fuzz.ts';

// nothing listens here: the postal-code lookup must still answer without a 5xx
const t = await openFuzzApp({ config: { cepServiceUrl: 'http://127.0.0.1:9/ws', cepTimeoutMs: 200 } });
const user = await createUser(t);
const options = { token: user.token, envelope: true };

const text = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  fc.constantFrom('', ' ', 'são paulo', '%_%', '\u0000', 'SP', '35', 'br', 'US', 'true', 'false', '-1', '51', '1e3'),
);
const query = (keys: string[]) =>
  fc.dictionary(fc.constantFrom(...keys, 'extra'), text, { maxKeys: keys.length + 1 }).map((values) =>
    Object.entries(values)
      .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
      .join('&'),
  );

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
    it(`GET ${path}`, () =>
      requestsNever5xx(
        t,
        query(keys).map((search) => get(`${path}?${search}`)),
        { ...options, numRuns: 60 },
      ));

  it('GET /v1/postal-codes/:cep', () =>
    requestsNever5xx(
      t,
      fc
        .oneof(
          text.filter((value) => value.length > 0),
          fc.stringMatching(/^\d{5}-?\d{3}$/),
        )
        .map((cep) => get(`/v1/postal-codes/${encodeURIComponent(cep)}`)),
      { ...options, numRuns: 40 },
    ));
});

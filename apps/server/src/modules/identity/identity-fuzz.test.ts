import { buildPath, type EndpointDefinition, identityApi } from '@trilha/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser } from '../../../test/factories/index.ts';
import { openSession } from '../../platform/auth/sessions.ts';
import { registerBody } from './identity.test-support.ts';

let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  userId = (await createUser(t)).id;
});
afterAll(() => t.close());

/** A URL cannot carry half a surrogate pair (encodeURIComponent throws on the test side). */
const wellFormed = (value: string) => value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '?');

const nastyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    'x'.repeat(100_000),
    "' OR 1=1; DROP TABLE users; --",
    '"; SELECT pg_sleep(10); --',
    '<script>alert(1)</script>',
    '\u0000',
    'a\u0000b@example.com',
    '\ud800',
    '../../etc/passwd',
    '%00',
    '{{7*7}}',
    'DELETAR',
    'Senha@123',
    'ana@example.com',
    '11987654321',
    'br',
    'pt-BR',
    'company',
    '7f1c2d3e-4b5a-4c6d-8e7f-001122334455',
  ),
);

/** Values shaped like the fields identity bodies read, plus anything JSON can carry. */
const FIELDS = [
  'name',
  'lastName',
  'email',
  'password',
  'confirmPassword',
  'currentPassword',
  'phone',
  'countryCode',
  'acceptTerms',
  'inviteId',
  'type',
  'companyName',
  'confirmation',
  'workspaceId',
  'status',
  'survey',
  'answers',
  'reason',
];
const fieldValue = fc.oneof(
  nastyString,
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constant(null),
  fc.array(nastyString, { maxLength: 5 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 5 }),
);
const body = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(fc.constantFrom(...FIELDS), fieldValue, { maxKeys: FIELDS.length }),
  fc.record({ survey: nastyString, answers: fc.dictionary(nastyString, fieldValue, { maxKeys: 10 }) }),
);
const payload = fc.oneof(
  { weight: 5, arbitrary: body.map((value) => ({ raw: JSON.stringify(value) ?? 'null', type: 'application/json' })) },
  { weight: 1, arbitrary: nastyString.map((raw) => ({ raw, type: 'application/json' })) },
  { weight: 1, arbitrary: nastyString.map((raw) => ({ raw, type: 'text/plain' })) },
);

const endpoints = (Object.values(identityApi) as unknown[]).filter(
  (value): value is EndpointDefinition => typeof value === 'object' && value !== null && 'path' in value && 'method' in value,
);

describe('identity endpoints survive arbitrary input', () => {
  it.each(endpoints.map((endpoint) => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
    '%s never answers 5xx',
    async (_, endpoint) => {
      const params = (endpoint.path.match(/:[A-Za-z]+/g) ?? []).map((name) => name.slice(1));
      await fc.assert(
        fc.asyncProperty(
          payload,
          fc.array(nastyString, { minLength: params.length, maxLength: params.length }),
          nastyString,
          async (sent, values, queryValue) => {
            const path = buildPath(endpoint.path, Object.fromEntries(params.map((name, i) => [name, wellFormed(values[i] ?? '') || 'x'])));
            const query = encodeURIComponent(wellFormed(queryValue));
            const token = endpoint.access === 'public' ? undefined : await openSession(t.db, t.clock, userId);
            const res = await t.request({
              method: endpoint.method,
              url: `${path}?email=${query}&subdomain=${query}`,
              token,
              remoteAddress: '10.9.9.9',
              ...(endpoint.method !== 'GET' && { payload: sent.raw, headers: { 'content-type': sent.type } }),
            });
            expect(res.statusCode, `${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
            expect(res.statusCode).toBeGreaterThanOrEqual(200);
          },
        ),
        { numRuns: 60 },
      );
    },
  );

  // Well-formed bodies whose free-text fields carry the nasty strings reach the services and the database.
  const shortNasty = nastyString.filter((value) => value.length <= 300);
  const cases = [
    [
      'POST',
      '/v1/register/candidate',
      fc
        .record({ name: shortNasty, lastName: shortNasty, companyName: shortNasty })
        .map((text) => registerBody({ ...text, type: 'company' })),
    ],
    [
      'POST',
      '/v1/survey/answer',
      fc.record({
        survey: shortNasty,
        answers: fc.dictionary(shortNasty, fc.oneof(shortNasty, fc.array(shortNasty, { maxLength: 3 }), fc.integer()), { maxKeys: 5 }),
      }),
    ],
    ['POST', '/v1/support/account/removal', fc.record({ reason: nastyString })],
    ['POST', '/v1/-/tos', fc.record({ workspaceId: fc.uuid() })],
  ] as const;
  it.each(cases)('%s %s with hostile text in valid fields never answers 5xx', async (method, url, arbitrary) => {
    await fc.assert(
      fc.asyncProperty(arbitrary as fc.Arbitrary<object>, async (payload) => {
        const token = await openSession(t.db, t.clock, userId);
        const res = await t.request({ method, url, payload, token });
        expect(res.statusCode, `${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});

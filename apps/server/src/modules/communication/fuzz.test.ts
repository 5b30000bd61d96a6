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

const json = fc.jsonValue({ maxDepth: 2 });
const settings = fc.record(
  {
    period: fc.oneof(fc.constantFrom('daily', 'weekly', 'monthly', 'never'), fc.string({ maxLength: 10 })),
    hour: fc.oneof(fc.integer({ min: -5, max: 30 }), json),
    weekday: fc.oneof(fc.integer({ min: -2, max: 9 }), fc.constant(null), json),
    dayOfMonth: fc.oneof(fc.integer({ min: -2, max: 40 }), fc.constant(null), json),
  },
  { requiredKeys: [] },
);

describe('malformed input never produces a 5xx', () => {
  it('PUT /v1/myself/communication', () =>
    fc.assert(
      fc.asyncProperty(
        fc.oneof(
          settings.map((value) => JSON.stringify(value)),
          json.map((value) => JSON.stringify(value)),
          fc.string(),
        ),
        async (payload) => {
          const res = await t.request({
            method: 'PUT',
            url: '/v1/myself/communication',
            token: user.token,
            headers: { 'content-type': 'application/json' },
            payload,
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
          if (res.statusCode >= 400) expect(res.json().error.code).toBeTypeOf('string');
        },
      ),
      { numRuns: 120 },
    ));
});

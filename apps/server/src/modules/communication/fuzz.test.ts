import fc from 'fast-check';
import { describe } from 'vitest';
import { createUser } from '../../../test/factories/index.ts';
import { anyBody, fuzzBodies, openFuzzApp } from '../../../test/fuzz.ts';

const t = await openFuzzApp();
const user = await createUser(t);

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
  fuzzBodies(t, [{ method: 'PUT', url: '/v1/myself/communication', bodies: anyBody([settings], { text: fc.string() }) }], {
    token: user.token,
    numRuns: 120,
    envelope: true,
  });
});

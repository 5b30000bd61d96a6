import fc from 'fast-check';
import { describe } from 'vitest';
import { createUser } from '../../../test/factories/index.ts';
import { anyBody, fuzzBodies, fuzzPaths, get, json, openFuzzApp, shaped, text } from '../../../test/fuzz.ts';

const t = await openFuzzApp();
const user = await createUser(t);

const entry = fc.record(
  {
    skillId: fc.oneof(fc.uuid(), text),
    level: fc.oneof(fc.constantFrom('interest', 'basic', 'intermediate', 'advanced', null), text),
    main: fc.oneof(fc.boolean(), json),
    deleted: fc.oneof(fc.boolean(), json),
  },
  { requiredKeys: [] },
);

describe('malformed input never produces a 5xx', () => {
  fuzzBodies(
    t,
    [
      {
        method: 'POST',
        url: '/v1/skills',
        bodies: fc.oneof(
          anyBody(shaped(['title'])),
          fc.string({ maxLength: 120 }).map((title) => JSON.stringify({ title })),
        ),
      },
      {
        method: 'POST',
        url: '/v1/skills/user',
        bodies: fc.oneof(
          anyBody(shaped(['skills'])),
          fc.array(entry, { maxLength: 6 }).map((skills) => JSON.stringify({ skills })),
        ),
      },
    ],
    { token: user.token, numRuns: 80, envelope: true },
  );

  fuzzPaths(
    t,
    [
      (s: string) => get(`/v1/skills?query=${s}&page=${s}`),
      (s: string) => get(`/v1/skills?query=${s}`),
      (s: string) => get(`/v1/skills/language?order=${s}&limit=${s}&filterByName=${s}&page=${s}`),
      (s: string) => get(`/v1/skills/language?filterByName=${s}`),
      (s: string) => get(`/v1/skills/user/${s}`),
      (s: string) => get(`/v1/myself/skills?${s}=${s}`),
    ],
    { token: user.token, values: fc.string({ minLength: 1, maxLength: 60 }).map(encodeURIComponent), numRuns: 200 },
  );
});

import fc from 'fast-check';
import { describe } from 'vitest';
import { createHiringSetup } from '../../../test/factories/index.ts';
import { anyBody, fuzzBodies, fuzzPaths, json, openFuzzApp, shaped, text } from '../../../test/fuzz.ts';

const t = await openFuzzApp();
const c = await createHiringSetup(t);
const candidate = { token: c.candidate.token };
const recruiter = { token: c.admin.token, company: c.subdomain };

/** a path or query segment: arbitrary text, a uuid, the real application, or nothing */
const segment = fc.oneof(text, fc.uuid(), fc.constant(c.applicationId), fc.constant(''), fc.string({ unit: 'binary', maxLength: 10 }));
const bodies = (keys: string[]) =>
  anyBody([
    ...shaped(keys, { bases: [{}, { applicationId: c.applicationId }] }),
    fc.record({ applicationId: segment, body: fc.oneof(fc.string({ unit: 'binary', maxLength: 2100 }), json) }),
  ]);

describe('malformed input to the messages endpoints never produces a 5xx', () => {
  fuzzBodies(
    t,
    [
      { method: 'POST', url: '/v1/messages', ...candidate, bodies: bodies(['applicationId', 'body']) },
      { method: 'PUT', url: '/v1/messages', ...candidate, bodies: bodies(['applicationId']) },
      { method: 'POST', url: `/v1/-/applications/${c.applicationId}/messages`, ...recruiter, bodies: bodies(['body']) },
      { method: 'PUT', url: `/v1/-/applications/${c.applicationId}/messages`, ...recruiter, bodies: bodies(['body']) },
    ],
    { numRuns: 60 },
  );

  const call = fc.record({
    id: segment.map(encodeURIComponent),
    page: fc.oneof(text, fc.integer({ min: -5, max: 200_000 }).map(String)).map(encodeURIComponent),
    limit: fc.oneof(text, fc.integer({ min: -5, max: 100 }).map(String)).map(encodeURIComponent),
    aggregator: segment.map(encodeURIComponent),
  });
  const evaluator = { token: c.evaluator.token, company: c.subdomain };
  fuzzPaths(
    t,
    [
      ({ id }) => ({ method: 'GET', url: `/v1/messages/${id}`, ...candidate }),
      ({ page, limit, aggregator }) => ({
        method: 'GET',
        url: `/v1/messages?page=${page}&limit=${limit}&aggregator=${aggregator}`,
        ...candidate,
      }),
      ({ page, limit }) => ({ method: 'GET', url: `/v1/-/messages?page=${page}&limit=${limit}`, ...evaluator }),
      ({ id }) => ({ method: 'GET', url: `/v1/-/applications/${id}/messages`, ...evaluator }),
      ({ id }) => ({ method: 'PUT', url: `/v1/-/applications/${id}/messages`, ...evaluator }),
    ],
    { values: call, numRuns: 150, title: 'paths and queries with arbitrary text' },
  );
});

import { describe } from 'vitest';
import { createUser } from '../../../test/factories/index.ts';
import { bodies, fuzzBodies, fuzzPaths, get, openFuzzApp } from '../../../test/fuzz.ts';

const t = await openFuzzApp();
const ana = await createUser(t);
const valid = { query: 'analista de dados', filters: { locationStateList: ['SP'], salary: 3000 }, frequency: 'immediate' };
const created = await t.request({ method: 'POST', url: '/v1/myself/job-alerts', token: ana.token, payload: valid });
const alertId = created.json().id as string;

/** a valid alert with some of `keys` (or one more) set to anything, the filters' too */
const ALERT = bodies(['query', 'filters', 'frequency'], { maxKeys: 3, bases: [valid] });
const FILTERS = bodies(['salary', 'allowUnspecified', 'categoryList', 'locationList', 'locationStateList', 'typeWork', 'aggregator'], {
  maxKeys: 4,
  bases: [valid.filters],
}).map((filters) => `{"query":"dados","filters":${filters}}`);

describe('malformed input never produces a 5xx', () => {
  fuzzBodies(
    t,
    [
      { method: 'POST', url: '/v1/myself/job-alerts', bodies: ALERT },
      { method: 'PUT', url: `/v1/myself/job-alerts/${alertId}`, bodies: ALERT },
      { method: 'PUT', url: `/v1/myself/job-alerts/${alertId}`, bodies: FILTERS },
      { method: 'POST', url: '/v1/job-alerts/unsubscribe', bodies: bodies(['alertId', 'signature'], { bases: [{ alertId }] }) },
    ],
    { token: ana.token, numRuns: 40 },
  );

  fuzzPaths(
    t,
    [
      (s: string) => ({ method: 'PUT', url: `/v1/myself/job-alerts/${s || 'x'}`, payload: valid }),
      (s: string) => ({ method: 'DELETE', url: `/v1/myself/job-alerts/${s || 'x'}` }),
      (s: string) => get(`/alertas/${s || 'x'}/cancelar?assinatura=${s}`),
      (s: string) => ({ method: 'POST', url: `/alertas/${s || 'x'}/cancelar?assinatura=${s}`, headers: { 'content-type': 'text/plain' } }),
    ],
    { token: ana.token, numRuns: 120 },
  );
});

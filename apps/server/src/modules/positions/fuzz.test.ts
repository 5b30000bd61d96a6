import { describe } from 'vitest';
import { createHiringCompany, createPosition, positionFormFor } from '../../../test/factories/index.ts';
import { bodies, fuzzBodies, fuzzPaths, get, openFuzzApp } from '../../../test/fuzz.ts';

const t = await openFuzzApp();
const c = await createHiringCompany(t);
const position = await createPosition(t, c);
const admin = { token: c.admin.token, company: c.subdomain };

/** a valid position form with some of `keys` (or one more) set to anything */
const body = (keys: string[]) => bodies(keys, { maxKeys: 6, bases: [positionFormFor()] });
const FORM = body(Object.keys(positionFormFor()));

describe('malformed input never produces a 5xx', () => {
  fuzzBodies(
    t,
    [
      { method: 'POST', url: '/v1/-/positions', bodies: FORM },
      { method: 'PUT', url: `/v1/-/positions/${position}`, bodies: FORM },
      { method: 'POST', url: `/v1/-/positions/${position}/status`, bodies: body(['status']) },
      { method: 'POST', url: `/v1/-/positions/${position}/approval`, bodies: body(['decision', 'note']) },
      { method: 'POST', url: '/v1/-/departments', bodies: body(['name']) },
      { method: 'PUT', url: `/v1/favorite/${position}`, bodies: body(['notifyWhenReady']) },
    ],
    { ...admin, numRuns: 40 },
  );

  fuzzPaths(
    t,
    [
      (s: string) =>
        get(
          `/v1/suggestions?text=${s}&salary=${s}&categoryList=${s}&locationList=${s}&locationStateList=${s}&typeWork=${s}&aggregator=${s}`,
        ),
      (s: string) => get(`/v1/suggestions?text=${s}&allowUnspecified=true`),
      (s: string) => get(`/v1/positions/${s}?aggregator=${s}&lang=${s}`),
      (s: string) => get(`/v1/positions/related/${s}`),
      (s: string) => get(`/v1/positions/company/${s}?page=${s}`),
      (s: string) => get(`/v1/positions/${s}/match`),
      (s: string) => get(`/v1/favorite?aggregator=${s}`),
      (s: string) => get(`/v1/discovery/location?query=${s}`),
      (s: string) => get(`/v1/-/cms/news?lang=${s}&limit=${s}`),
      (s: string) => get(`/v1/-/positions?status=${s}&page=${s}`),
      (s: string) => get(`/v1/-/positions?query=${s}&department=${s}&city=${s}&recruiter=${s}&sort=${s}`),
      (s: string) => get(`/v1/-/positions?query=${s}`),
      (s: string) => get(`/v1/-/positions/${s}`),
      (s: string) => get(`/v1/-/departments/${s}`),
      (s: string) => get(`/v1/-/departments?removed=${s}`),
    ],
    { ...admin, numRuns: 250 },
  );
});

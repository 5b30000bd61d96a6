import fc from 'fast-check';
import { describe } from 'vitest';
import { ADMINISTRATOR_PEOPLE, bookmarkFormFor, createAdminCompany, dependentDataFor } from '../../../test/factories/index.ts';
import { anyBody, type FuzzRequest, fuzzBodies, fuzzPaths, json, openFuzzApp, shaped, text } from '../../../test/fuzz.ts';

const t = await openFuzzApp();
const c = await createAdminCompany(t, {}, ADMINISTRATOR_PEOPLE);
const admin = { token: c.admin.token, company: c.subdomain };
const create = async (url: string, payload: object) => (await t.request({ method: 'POST', url, payload, ...admin })).json().id as string;
const bookmark = await create('/v1/-/bookmarks', bookmarkFormFor());
const dependent = await create('/v1/-/dependents', { data: dependentDataFor(c.member.id) });

/** a valid form with some of its fields (or one more) set to anything */
const form = (base: object) => shaped(Object.keys(base), { maxKeys: 5, values: fc.oneof(json, text), bases: [base] })[0]!;
const BOOKMARKS = anyBody([form(bookmarkFormFor('Fuzz'))]);
const DEPENDENTS = anyBody([fc.oneof(form(dependentDataFor()), json).map((data) => ({ data }))]);

describe('malformed input never produces a 5xx', () => {
  fuzzBodies(
    t,
    [
      { method: 'POST', url: '/v1/-/bookmarks', bodies: BOOKMARKS },
      { method: 'PUT', url: `/v1/-/bookmarks/${bookmark}`, bodies: BOOKMARKS },
      { method: 'POST', url: '/v1/-/dependents', bodies: DEPENDENTS },
      { method: 'PUT', url: `/v1/-/dependents/${dependent}`, bodies: DEPENDENTS },
    ],
    { ...admin, numRuns: 30 },
  );

  fuzzPaths(
    t,
    [
      (s) => ({ method: 'GET', url: `/v1/-/bookmarks?search=${s}&page=${s}&limit=${s}` }),
      (s) => ({ method: 'GET', url: `/v1/-/bookmarks?search=${s}` }),
      (s) => ({ method: 'GET', url: `/v1/-/bookmarks/${s}` }),
      (s) => ({ method: 'DELETE', url: `/v1/-/bookmarks/${s}` }),
      (s) => ({ method: 'GET', url: `/v1/-/dependents?page=${s}&limit=${s}` }),
      (s) => ({ method: 'GET', url: `/v1/-/dependents/${s}` }),
      (s) => ({ method: 'DELETE', url: `/v1/-/dependents/${s}` }),
      (s) => ({ method: 'GET', url: `/v1/-/positions?status=draft&department=${s}` }),
    ] satisfies ((s: string) => FuzzRequest)[],
    { ...admin, numRuns: 60 },
  );
});

import { describe } from 'vitest';
import { createCompany, STAFF_PEOPLE } from '../../../test/factories/index.ts';
import { bodies, type FuzzRequest, fuzzBodies, fuzzPathsAndCompany, openFuzzApp } from '../../../test/fuzz.ts';

const t = await openFuzzApp();
const c = await createCompany(t, { people: STAFF_PEOPLE, workspace: { allowSupport: true } });
const administrator = { token: c.administrator.token, company: c.subdomain };
const body = bodies(['emails', 'type', 'email'], { maxKeys: 3 });

describe('company users: malformed input never produces a 5xx', () => {
  fuzzBodies(
    t,
    [
      { method: 'POST', url: '/v1/-/company/users', bodies: body },
      { method: 'PUT', url: '/v1/-/company/users/invites', bodies: body },
      { method: 'DELETE', url: '/v1/-/company/users/invites', bodies: body },
      { method: 'PUT', url: `/v1/-/company/users/${c.member.id}`, bodies: body },
    ],
    { ...administrator, numRuns: 10, envelope: true },
  );

  const paths: ((s: string) => FuzzRequest)[] = [
    (s) => ({ method: 'GET', url: `/v1/-/company/users?tab=${s}&page=${s}&limit=${s}&search=${s}` }),
    (s) => ({ method: 'GET', url: `/v1/-/company/users?search=${s}` }),
    (s) => ({ method: 'GET', url: `/v1/-/company/users/invites?filter=${s}&page=${s}` }),
    (s) => ({ method: 'GET', url: `/v1/-/company/users/${s}` }),
    (s) => ({ method: 'POST', url: `/v1/-/company/users/${s}` }),
    (s) => ({ method: 'DELETE', url: `/v1/-/company/users/${s}` }),
    (s) => ({ method: 'GET', url: `/v1/-/invites/${s}` }),
    (s) => ({ method: 'POST', url: `/v1/-/invites/${s}` }),
  ];
  // the text also goes in the X-Company header
  fuzzPathsAndCompany(t, paths, { ...administrator, otherwise: c.subdomain, numRuns: 40 });
});

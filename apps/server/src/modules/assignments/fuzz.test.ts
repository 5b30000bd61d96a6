import fc from 'fast-check';
import { describe } from 'vitest';
import { ADMINISTRATOR_PEOPLE, createAdminCompany } from '../../../test/factories/index.ts';
import { anyBody, type FuzzRequest, fuzzBodies, fuzzPaths, json, openFuzzApp, shaped, text } from '../../../test/fuzz.ts';

const t = await openFuzzApp();
const c = await createAdminCompany(t, {}, ADMINISTRATOR_PEOPLE);
const admin = { token: c.admin.token, company: c.subdomain };
const base = { contentId: c.id, userIds: [c.member.id], dueDate: '2030-01-01' };

describe('malformed input never produces a 5xx', () => {
  fuzzBodies(
    t,
    [
      {
        method: 'POST',
        url: '/v1/-/learning/assignments',
        bodies: anyBody([
          shaped([...Object.keys(base), 'listId', 'departmentId'], { maxKeys: 5, values: fc.oneof(json, text), bases: [base] })[0]!,
        ]),
      },
    ],
    { ...admin, numRuns: 30 },
  );

  fuzzPaths(
    t,
    [
      (s) => ({ method: 'GET', url: `/v1/-/learning/assignments/report?departmentId=${s}&status=${s}` }),
      (s) => ({ method: 'GET', url: `/v1/-/learning/assignments/report.csv?status=${s}` }),
    ] satisfies ((s: string) => FuzzRequest)[],
    { ...admin, numRuns: 40 },
  );
});

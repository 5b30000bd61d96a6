import fc from 'fast-check';
import { describe, it } from 'vitest';
import { createHiringCompany, createPosition } from '../../../test/factories/index.ts';
import { bodies, type FuzzRequest, fuzzBodies, fuzzPaths, openFuzzApp, requestsNever5xx, segment } from '../../../test/fuzz.ts';

const t = await openFuzzApp();
const c = await createHiringCompany(t);
const position = await createPosition(t, c);
const admin = { token: c.admin.token, company: c.subdomain };
const text = fc.string({ maxLength: 60 });

describe('malformed input never produces a 5xx', () => {
  fuzzBodies(
    t,
    [
      { method: 'POST', url: `/v1/-/positions/${position}/invites`, bodies: bodies(['emails', 'message'], { text }) },
      { method: 'POST', url: '/v1/applications/invites/feedback', bodies: bodies(['inviteId', 'accepted', 'feedback'], { text }) },
    ],
    { ...admin, numRuns: 60 },
  );

  it('well-formed invites with arbitrary e-mails and messages', () =>
    requestsNever5xx(
      t,
      fc
        .record({
          emails: fc.array(fc.oneof(fc.emailAddress(), text), { minLength: 0, maxLength: 22 }),
          message: fc.oneof(fc.constant(null), fc.string({ maxLength: 1200 })),
        })
        .map((payload): FuzzRequest => ({ method: 'POST', url: `/v1/-/positions/${position}/invites`, payload })),
      { ...admin, numRuns: 40 },
    ));

  fuzzPaths(
    t,
    [
      (s) => ({ method: 'POST', url: `/v1/applications/invites/external/${s}` }),
      (s) => ({ method: 'POST', url: `/v1/applications/invites/external/accept/${s}` }),
      (s) => ({ method: 'POST', url: `/v1/applications/invites/external/decline/${s}` }),
      (s) => ({ method: 'DELETE', url: `/v1/-/invites/applications/${s}` }),
      (s) => ({ method: 'GET', url: `/v1/-/positions/${s}/invites` }),
      (s) => ({ method: 'GET', url: `/v1/-/positions/${position}/invites?status=${s}` }),
      (s) => ({ method: 'POST', url: `/v1/-/positions/${s}/invites` }),
    ] satisfies ((s: string) => FuzzRequest)[],
    {
      ...admin,
      values: fc.oneof(text, fc.uuid(), fc.base64String({ maxLength: 60 })).map(segment),
      numRuns: 150,
      title: 'arbitrary path segments and queries',
    },
  );
});

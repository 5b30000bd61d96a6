import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/factories/index.ts';
import { bodies, expectNo5xx, type FuzzRequest, fuzzBodies, fuzzPathsAndCompany, get, openFuzzApp } from '../../../test/fuzz.ts';

const t = await openFuzzApp();
const c = await createCompany(t);
const owner = { token: c.owner.token };

describe('malformed input never produces a 5xx', () => {
  fuzzBodies(
    t,
    [
      {
        method: 'POST',
        url: `/v1/workspaces/${c.id}`,
        bodies: bodies(['name', 'imageUrl', 'removeImage', 'isCompleted', 'primaryColor', 'darkMenu']),
      },
      { method: 'POST', url: `/v1/workspaces/${c.id}/languages`, bodies: bodies(['languages']) },
      { method: 'PUT', url: '/v1/-/company/support', company: c.subdomain, bodies: bodies(['mode']) },
      { method: 'PATCH', url: `/v1/workspaces/${c.id}/users/${c.target.id}`, bodies: bodies(['role']) },
      { method: 'PATCH', url: `/v1/workspaces/${c.id}/users`, bodies: bodies(['confirmation']) },
      { method: 'POST', url: `/v1/workspaces/${c.id}/invites`, bodies: bodies(['invites', 'email', 'role']) },
    ],
    { ...owner, numRuns: 60, envelope: true },
  );

  const paths: ((s: string) => FuzzRequest)[] = [
    (s) => get(`/v1/workspaces/${s}`),
    (s) => get(`/v1/workspaces/${s}/users?page=${s}&limit=${s}&search=${s}&role=${s}`),
    (s) => get(`/v1/workspaces/${c.id}/users?search=${s}`),
    (s) => get(`/v1/workspaces/${c.id}/users/suggestions?query=${s}`),
    (s) => get(`/v1/workspaces/${c.id}/invites?filter=${s}&page=${s}`),
    (s) => get(`/v1/workspaces/invites/${s}`),
    (s) => get(`/v1/workspaces/user/${s}`),
    (s) => get(`/v1/myself/workspaces?type=${s}`),
    (s) => get(`/v1/location?location=${s}`),
    (s) => get(`/v1/assets?prefix=${s}`),
    (s) => get(`/v1/assets/file/${s}`),
    (s) => get(`/v1/files/${s}`),
  ];
  // the text also goes in the X-Company header
  fuzzPathsAndCompany(t, paths, { ...owner, otherwise: undefined, numRuns: 200 });

  it('invite answers and hits with broken escapes', async () => {
    for (const method of ['PATCH', 'GET'] as const) {
      for (const suffix of ['resend', 'complete', 'refuse']) {
        await expectNo5xx(t, { method, url: `/v1/workspaces/invites/%00%ff/${suffix}`, ...owner });
      }
    }
    const hits = await t.request({ method: 'PATCH', url: '/v1/workspace/%27%3B--/hits' });
    expect(hits.statusCode).toBe(404);
  });

  it(`POST /v1/workspaces/${c.id} with broken multipart bodies`, () =>
    fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 400 }), fc.string({ maxLength: 20 }), async (bytes, boundary) => {
        const res = await t.request({
          method: 'POST',
          url: `/v1/workspaces/${c.id}`,
          ...owner,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary.replace(/[^\x21-\x7e]/g, '') || 'x'}` },
          payload: Buffer.from(bytes),
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { numRuns: 60 },
    ));
});

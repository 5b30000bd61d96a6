import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, type TestUser } from '../../../test/factories.ts';
import { multipart } from '../../../test/uploads.ts';

let t: TestApp;
let user: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t);
});
afterAll(() => t.close());

const json = fc.jsonValue({ maxDepth: 3 });
const text = fc.string({ maxLength: 40 });
const date = fc.oneof(
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  text,
);
const experience = fc.record(
  {
    company: text,
    role: text,
    tasks: text,
    startDate: date,
    endDate: fc.oneof(date, fc.constant(null)),
    currentlyWorking: fc.oneof(fc.boolean(), json),
  },
  { requiredKeys: [] },
);
const profile = fc.record(
  {
    name: text,
    lastName: text,
    username: fc.oneof(text, fc.constant(null)),
    birthdate: fc.oneof(date, fc.constant(null)),
    phone: fc.oneof(text, fc.constant(null)),
    countryCode: fc.oneof(fc.constantFrom('br', 'us', 'it'), text),
    cityId: fc.oneof(fc.integer(), json),
    pcdCID: fc.oneof(text, fc.constant(null)),
    preferredAreas: fc.oneof(fc.array(fc.integer()), json),
    professionalExperiences: fc.oneof(fc.array(experience, { maxLength: 3 }), json),
    academicExperiences: json,
    languages: fc.oneof(fc.array(fc.record({ language: text, proficiency: text })), json),
    socialLinks: fc.oneof(fc.array(fc.record({ type: fc.constantFrom('URL', 'LINKEDIN', 'X'), url: text })), json),
    isPrivate: fc.oneof(fc.boolean(), json),
  },
  { requiredKeys: [] },
);

const never5xx = async (res: { statusCode: number; body: string; json(): { error: { code: unknown } } }) => {
  expect(res.statusCode, res.body).toBeLessThan(500);
  if (res.statusCode >= 400) expect(res.json().error.code).toBeTypeOf('string');
};

describe('malformed input never produces a 5xx', () => {
  it('PUT /v1/profile', () =>
    fc.assert(
      fc.asyncProperty(
        fc.oneof(
          profile.map((value) => JSON.stringify(value)),
          json.map((value) => JSON.stringify(value)),
          text,
        ),
        async (payload) => {
          await never5xx(
            await t.request({
              method: 'PUT',
              url: '/v1/profile',
              token: user.token,
              headers: { 'content-type': 'application/json' },
              payload,
            }),
          );
        },
      ),
      { numRuns: 120 },
    ));

  it('POST /v1/store/images/users/avatar', () =>
    fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), fc.constantFrom('file', 'image', 'x'), text, async (bytes, field, type) => {
        const body = await multipart({ note: type }, { [field]: { data: Buffer.from(bytes), name: 'a.png', type: 'image/png' } });
        await never5xx(await t.request({ method: 'POST', url: '/v1/store/images/users/avatar', token: user.token, ...body }));
      }),
      { numRuns: 40 },
    ));

  it('GET /v1/users/:userId/profile-card', () =>
    fc.assert(
      fc.asyncProperty(fc.oneof(text, fc.uuid()), async (id) => {
        await never5xx(await t.request({ method: 'GET', url: `/v1/users/${encodeURIComponent(id)}/profile-card`, token: user.token }));
      }),
      { numRuns: 60 },
    ));
});

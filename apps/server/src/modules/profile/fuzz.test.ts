import fc from 'fast-check';
import { describe, it } from 'vitest';
import { createUser } from '../../../test/factories/index.ts';
import { anyBody, expectNo5xx, fuzzBodies, get, json, openFuzzApp, requestsNever5xx, text } from '../../../test/fuzz.ts';
import { multipart } from '../../../test/uploads.ts';

const t = await openFuzzApp();
const user = await createUser(t);

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

describe('malformed input never produces a 5xx', () => {
  fuzzBodies(t, [{ method: 'PUT', url: '/v1/profile', bodies: anyBody([profile]) }], { token: user.token, numRuns: 120, envelope: true });

  it('POST /v1/store/images/users/avatar', () =>
    fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 300 }), fc.constantFrom('file', 'image', 'x'), text, async (bytes, field, type) => {
        const body = await multipart({ note: type }, { [field]: { data: Buffer.from(bytes), name: 'a.png', type: 'image/png' } });
        await expectNo5xx(t, { method: 'POST', url: '/v1/store/images/users/avatar', token: user.token, ...body }, true);
      }),
      { numRuns: 40 },
    ));

  it('GET /v1/users/:userId/profile-card', () =>
    requestsNever5xx(
      t,
      fc.oneof(text, fc.uuid()).map((id) => get(`/v1/users/${encodeURIComponent(id)}/profile-card`)),
      { token: user.token, numRuns: 60, envelope: true },
    ));
});

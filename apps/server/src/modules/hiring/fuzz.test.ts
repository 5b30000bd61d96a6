import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createHiringSetup, interviewFormFor, lastOfferToken, offerFormFor } from '../../../test/factories/index.ts';
import { bodies, expectNo5xx, type FuzzRequest, fuzzBodies, fuzzPaths, openFuzzApp, segment } from '../../../test/fuzz.ts';

const t = await openFuzzApp();
const c = await createHiringSetup(t);
const recruiter = { token: c.admin.token, company: c.subdomain };
const candidate = { token: c.candidate.token };
const post = async (url: string, payload: object) => (await t.request({ method: 'POST', url, ...recruiter, payload })).json().id as string;
const interviewId = await post(`/v1/-/applications/${c.applicationId}/interviews`, interviewFormFor(t));
await post(`/v1/-/applications/${c.applicationId}/offers`, offerFormFor());
const token = await lastOfferToken(t, c.candidate.email);

const text = fc.string({ maxLength: 60 });
const body = (keys: string[]) => bodies(keys, { maxKeys: 6, text });

describe('malformed input never produces a 5xx', () => {
  fuzzBodies(
    t,
    [
      {
        method: 'POST',
        url: `/v1/-/applications/${c.applicationId}/interviews`,
        ...recruiter,
        bodies: body(['scheduledAt', 'durationMinutes', 'place', 'link', 'message']),
      },
      {
        method: 'POST',
        url: `/v1/-/applications/${c.applicationId}/offers`,
        ...recruiter,
        bodies: body(['salary', 'startDate', 'message']),
      },
      { method: 'POST', url: `/v1/meet/${interviewId}/accepted`, ...candidate, bodies: body(['notes']) },
      { method: 'POST', url: `/v1/offer_decline/${'B'.repeat(43)}`, ...candidate, bodies: body(['notes']) },
      // an offer that does not exist
      { method: 'POST', url: `/v1/offers/${crypto.randomUUID()}/decline`, ...candidate, bodies: body(['notes']) },
      // the workbench: scorecards, message templates, bulk actions
      {
        method: 'PUT',
        url: `/v1/-/applications/${c.applicationId}/evaluations`,
        ...recruiter,
        bodies: body(['recommendation', 'note', 'scores']),
      },
      { method: 'POST', url: '/v1/-/message-templates', ...recruiter, bodies: body(['name', 'subject', 'body']) },
      { method: 'PUT', url: `/v1/-/message-templates/${crypto.randomUUID()}`, ...recruiter, bodies: body(['name', 'subject', 'body']) },
      {
        method: 'POST',
        url: `/v1/-/positions/${c.positionId}/candidates/bulk`,
        ...recruiter,
        bodies: body(['applicationIds', 'action', 'stage', 'templateId', 'message']),
      },
    ],
    { numRuns: 50 },
  );

  it('well-formed interview and offer forms with arbitrary values', async () => {
    const interview = fc.record(
      {
        scheduledAt: fc.oneof(
          fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
          text,
        ),
        durationMinutes: fc.oneof(fc.integer({ min: -10, max: 10_000 }), fc.double()),
        place: fc.oneof(text, fc.constant(null)),
        link: fc.oneof(fc.webUrl(), text, fc.constant(null)),
        message: fc.oneof(fc.string({ maxLength: 2100 }), fc.constant(null)),
      },
      { requiredKeys: [] },
    );
    const offer = fc.record(
      {
        salary: text,
        startDate: fc.oneof(
          fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
          text,
        ),
        message: fc.oneof(text, fc.constant(null)),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(interview, offer, async (form, offerBody) => {
        await expectNo5xx(t, { method: 'POST', url: `/v1/-/applications/${c.applicationId}/interviews`, ...recruiter, payload: form });
        await expectNo5xx(t, { method: 'POST', url: `/v1/-/applications/${c.applicationId}/offers`, ...recruiter, payload: offerBody });
      }),
      { numRuns: 80 },
    );
  });

  it('well-formed bulk actions and scorecards with arbitrary values', async () => {
    const bulk = fc.record(
      {
        applicationIds: fc.array(fc.oneof(fc.uuid(), fc.constant(c.applicationId), text), { maxLength: 5 }),
        action: fc.constantFrom('move', 'decline', 'hire'),
        stage: fc.oneof(fc.constantFrom('new', 'screening', 'interview', 'offer', 'hired'), text),
        templateId: fc.oneof(fc.constantFrom('padrao-nao-selecionado', 'padrao-'), fc.uuid(), text),
        message: fc.oneof(text, fc.constant('{{nome}} {{ vaga }} {{x}}')),
      },
      { requiredKeys: [] },
    );
    const scorecard = fc.record(
      {
        recommendation: fc.constantFrom('strong_yes', 'yes', 'no', 'strong_no', 'maybe'),
        note: fc.oneof(fc.string({ maxLength: 4100 }), fc.constant(null)),
        scores: fc.array(fc.record({ criterion: text, score: fc.oneof(fc.integer({ min: -1, max: 7 }), fc.double()) }), { maxLength: 4 }),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(bulk, scorecard, async (action, card) => {
        const bulkUrl = `/v1/-/positions/${c.positionId}/candidates/bulk`;
        await expectNo5xx(t, { method: 'POST', url: bulkUrl, ...recruiter, payload: action });
        await expectNo5xx(t, { method: 'PUT', url: `/v1/-/applications/${c.applicationId}/evaluations`, ...recruiter, payload: card });
      }),
      { numRuns: 60 },
    );
  });

  // path segments: arbitrary text, UUIDs, token-like strings
  const id = fc.oneof(text, fc.uuid(), fc.stringMatching(/^[A-Za-z0-9_-]{43}$/)).map(segment);
  const notes = { payload: { notes: 'n' } };
  fuzzPaths(
    t,
    [
      ([first]) => ({ method: 'GET', url: `/v1/meet/${first}` }),
      ([first, second]) => ({ method: 'POST', url: `/v1/meet/${first}/${second}`, ...notes }),
      ([first]) => ({ method: 'GET', url: `/v1/offers/by-hash/${first}` }),
      ([first]) => ({ method: 'GET', url: `/v1/offer_confirmation/${first}` }),
      ([first]) => ({ method: 'POST', url: `/v1/offer_decline/${first}`, ...notes }),
      ([first]) => ({ method: 'POST', url: `/v1/offers/${first}/accept`, ...notes }),
      ([first]) => ({ method: 'GET', url: `/v1/-/applications/${first}/hiring` }),
      ([first]) => ({ method: 'GET', url: `/v1/matches/${first}/hiring` }),
      ([first]) => ({ method: 'GET', url: `/v1/-/applications/${first}/evaluations` }),
      ([first]) => ({ method: 'DELETE', url: `/v1/-/message-templates/${first}` }),
      ([first]) => ({
        method: 'POST',
        url: `/v1/-/positions/${first}/candidates/bulk`,
        payload: { applicationIds: [first], action: 'decline' },
      }),
    ] satisfies ((values: [string, string]) => FuzzRequest)[],
    {
      token: c.candidate.token,
      company: c.subdomain,
      values: fc.tuple(id, id),
      numRuns: 480,
      title: 'arbitrary ids, responses and tokens in the path',
    },
  );

  it('the real offer token still works after all that', async () => {
    const res = await t.request({ method: 'GET', url: `/v1/offers/by-hash/${token}`, token: c.candidate.token });
    expect(res.json().status).toBe('pending');
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringSetup, type HiringSetup, interviewFormFor, lastOfferToken, offerFormFor } from './test-fixtures.ts';

let t: TestApp;
let c: HiringSetup;
let interviewId: string;
let offerId: string;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringSetup(t);
  const post = (url: string, payload: object) => t.request({ method: 'POST', url, token: c.admin.token, company: c.subdomain, payload });
  interviewId = (await post(`/v1/-/applications/${c.applicationId}/interviews`, interviewFormFor(t))).json().id;
  offerId = (await post(`/v1/-/applications/${c.applicationId}/offers`, offerFormFor())).json().id;
  token = await lastOfferToken(t, c.candidate.email);
});
afterAll(() => t.close());

const json = fc.jsonValue({ maxDepth: 3 });
const text = fc.string({ maxLength: 60 });
const shaped = (keys: string[]) => fc.dictionary(fc.constantFrom(...keys, 'extra'), json, { maxKeys: 6 });
const bodies = (keys: string[]) =>
  fc.oneof(
    json.map((value) => JSON.stringify(value)),
    shaped(keys).map((value) => JSON.stringify(value)),
    text,
  );
/** path segments: arbitrary text, UUIDs, token-like strings */
const segment = fc.oneof(text, fc.uuid(), fc.stringMatching(/^[A-Za-z0-9_-]{43}$/)).map((value) => encodeURIComponent(value) || 'x');

const INTERVIEW_KEYS = ['scheduledAt', 'durationMinutes', 'place', 'link', 'message'];
const OFFER_KEYS = ['salary', 'startDate', 'message'];

describe('malformed input never produces a 5xx', () => {
  const cases: { name: string; method: 'POST'; url: () => string; keys: string[]; who: () => string; company?: boolean }[] = [
    {
      name: 'POST interviews',
      method: 'POST',
      url: () => `/v1/-/applications/${c.applicationId}/interviews`,
      keys: INTERVIEW_KEYS,
      who: () => c.admin.token,
      company: true,
    },
    {
      name: 'POST offers',
      method: 'POST',
      url: () => `/v1/-/applications/${c.applicationId}/offers`,
      keys: OFFER_KEYS,
      who: () => c.admin.token,
      company: true,
    },
    {
      name: 'POST meet answer',
      method: 'POST',
      url: () => `/v1/meet/${interviewId}/accepted`,
      keys: ['notes'],
      who: () => c.candidate.token,
    },
    {
      name: 'POST offer_decline',
      method: 'POST',
      url: () => `/v1/offer_decline/${'B'.repeat(43)}`,
      keys: ['notes'],
      who: () => c.candidate.token,
    },
    {
      name: 'POST offers decline',
      method: 'POST',
      url: () => `/v1/offers/${offerId}/decline`.replace(offerId, crypto.randomUUID()),
      keys: ['notes'],
      who: () => c.candidate.token,
    },
  ];
  for (const endpoint of cases) {
    it(endpoint.name, async () => {
      await fc.assert(
        fc.asyncProperty(bodies(endpoint.keys), async (payload) => {
          const res = await t.request({
            method: endpoint.method,
            url: endpoint.url(),
            token: endpoint.who(),
            ...(endpoint.company && { company: c.subdomain }),
            headers: { 'content-type': 'application/json' },
            payload,
          });
          expect(res.statusCode, res.body).toBeLessThan(500);
        }),
        { numRuns: 50 },
      );
    });
  }

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
        const a = await t.request({
          method: 'POST',
          url: `/v1/-/applications/${c.applicationId}/interviews`,
          token: c.admin.token,
          company: c.subdomain,
          payload: form,
        });
        expect(a.statusCode, `${JSON.stringify(form)} ${a.body}`).toBeLessThan(500);
        const b = await t.request({
          method: 'POST',
          url: `/v1/-/applications/${c.applicationId}/offers`,
          token: c.admin.token,
          company: c.subdomain,
          payload: offerBody,
        });
        expect(b.statusCode, `${JSON.stringify(offerBody)} ${b.body}`).toBeLessThan(500);
      }),
      { numRuns: 80 },
    );
  });

  it('arbitrary ids, responses and tokens in the path', async () => {
    await fc.assert(
      fc.asyncProperty(segment, segment, async (first, second) => {
        for (const [method, url] of [
          ['GET', `/v1/meet/${first}`],
          ['POST', `/v1/meet/${first}/${second}`],
          ['GET', `/v1/offers/by-hash/${first}`],
          ['GET', `/v1/offer_confirmation/${first}`],
          ['POST', `/v1/offer_decline/${first}`],
          ['POST', `/v1/offers/${first}/accept`],
          ['GET', `/v1/-/applications/${first}/hiring`],
          ['GET', `/v1/matches/${first}/hiring`],
        ] as const) {
          const res = await t.request({
            method,
            url,
            token: c.candidate.token,
            company: c.subdomain,
            ...(method === 'POST' && { payload: { notes: 'n' } }),
          });
          expect(res.statusCode, `${method} ${url} ${res.body}`).toBeLessThan(500);
        }
      }),
      { numRuns: 60 },
    );
    // the real token still works after all that
    expect((await t.request({ method: 'GET', url: `/v1/offers/by-hash/${token}`, token: c.candidate.token })).json().status).toBe(
      'pending',
    );
  });
});

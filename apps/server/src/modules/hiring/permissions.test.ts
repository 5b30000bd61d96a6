import { type EndpointDefinition, hiringApi } from '@trilha/contract';
import * as hiringEndpoints from '@trilha/contract/hiring/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringSetup, type HiringSetup, interviewFormFor, lastOfferToken, offerFormFor } from '../../../test/factories/index.ts';

/**
 * The permission matrix of interviews and offers: each recruitment role (the evaluator linked to the position, another
 * linked to nothing), a plain member, another company's administrator, the candidate, another candidate and no session.
 * Another tenant's application does not exist for them (404); a candidate's invites and offers exist only for them.
 */
const ACTORS = ['admin', 'manager', 'evaluator', 'unlinked', 'member', 'otherAdmin', 'candidate', 'otherCandidate', 'anonymous'] as const;
type ActorName = (typeof ACTORS)[number];
type Expect = Record<ActorName, number>;
/** the candidate's own: everyone else is told it does not exist */
const CANDIDATE = (status: number, notFound = 404): Expect => ({
  admin: notFound,
  manager: notFound,
  evaluator: notFound,
  unlinked: notFound,
  member: notFound,
  otherAdmin: notFound,
  candidate: status,
  otherCandidate: notFound,
  anonymous: 401,
});
/** the recruiters' side: members without the action are forbidden, other tenants and unlinked evaluators get 404 */
const RECRUITERS = (status: number, evaluator: number): Expect => ({
  admin: status,
  manager: status,
  evaluator,
  unlinked: evaluator === 403 ? 403 : 404,
  member: 403,
  otherAdmin: 404,
  candidate: 404,
  otherCandidate: 404,
  anonymous: 401,
});

interface Context {
  setup: HiringSetup;
  interviewId: string;
  offerId: string;
  token: string;
  templateId: string;
}

interface Case {
  endpoint: EndpointDefinition;
  /** the case changes what it touches: each actor gets a fresh company */
  mutates?: boolean;
  request: (c: Context) => { method: string; url: string; payload?: object };
  expect: Expect;
}

/** the company's message templates: any recruiter reads them, managers and admins write them */
const TEMPLATES = (status: number, write: boolean): Expect => ({
  ...RECRUITERS(status, write ? 403 : status),
  unlinked: write ? 403 : status,
});
const TEMPLATE = { name: 'Retorno', subject: 'Sua candidatura para {{vaga}}', body: 'Olá, {{nome}}! Obrigado.' };

const CASES: Case[] = [
  // the workbench: scorecards of linked recruiters, templates of the company, bulk actions of managers
  {
    endpoint: hiringApi.listApplicationEvaluations,
    request: ({ setup }) => ({ method: 'GET', url: `/v1/-/applications/${setup.applicationId}/evaluations` }),
    expect: RECRUITERS(200, 200),
  },
  {
    endpoint: hiringApi.saveApplicationEvaluation,
    request: ({ setup }) => ({
      method: 'PUT',
      url: `/v1/-/applications/${setup.applicationId}/evaluations`,
      payload: { recommendation: 'yes', note: 'Boa conversa', scores: [] },
    }),
    expect: RECRUITERS(200, 200),
  },
  {
    endpoint: hiringApi.listMessageTemplates,
    request: () => ({ method: 'GET', url: '/v1/-/message-templates' }),
    expect: TEMPLATES(200, false),
  },
  {
    endpoint: hiringApi.createMessageTemplate,
    request: () => ({ method: 'POST', url: '/v1/-/message-templates', payload: TEMPLATE }),
    expect: TEMPLATES(201, true),
  },
  {
    endpoint: hiringApi.updateMessageTemplate,
    request: ({ templateId }) => ({ method: 'PUT', url: `/v1/-/message-templates/${templateId}`, payload: TEMPLATE }),
    expect: TEMPLATES(200, true),
  },
  {
    endpoint: hiringApi.deleteMessageTemplate,
    mutates: true,
    request: ({ templateId }) => ({ method: 'DELETE', url: `/v1/-/message-templates/${templateId}` }),
    expect: TEMPLATES(204, true),
  },
  {
    endpoint: hiringApi.bulkCandidates,
    mutates: true,
    request: ({ setup }) => ({
      method: 'POST',
      url: `/v1/-/positions/${setup.positionId}/candidates/bulk`,
      payload: { applicationIds: [setup.applicationId], action: 'move', stage: 'new' },
    }),
    expect: TEMPLATES(200, true),
  },
  {
    endpoint: hiringApi.createInterview,
    // each one e-mails the candidate, whose application takes 6 a day (platform/mail/send-limits.ts)
    mutates: true,
    request: ({ setup }) => ({ method: 'POST', url: `/v1/-/applications/${setup.applicationId}/interviews`, payload: interviewFormFor(t) }),
    expect: RECRUITERS(201, 201),
  },
  {
    endpoint: hiringApi.createOffer,
    // each one e-mails the candidate, whose application takes 6 a day (platform/mail/send-limits.ts)
    mutates: true,
    request: ({ setup }) => ({ method: 'POST', url: `/v1/-/applications/${setup.applicationId}/offers`, payload: offerFormFor() }),
    expect: RECRUITERS(201, 403),
  },
  {
    endpoint: hiringApi.cancelInterview,
    mutates: true,
    request: ({ setup, interviewId }) => ({ method: 'DELETE', url: `/v1/-/applications/${setup.applicationId}/interviews/${interviewId}` }),
    expect: RECRUITERS(200, 200),
  },
  {
    endpoint: hiringApi.moveInterview,
    mutates: true,
    request: ({ setup, interviewId }) => ({
      method: 'PUT',
      url: `/v1/-/applications/${setup.applicationId}/interviews/${interviewId}`,
      payload: interviewFormFor(t, { scheduledAt: new Date(t.clock.now().getTime() + 72 * 3_600_000).toISOString() }),
    }),
    expect: RECRUITERS(200, 200),
  },
  {
    endpoint: hiringApi.cancelOffer,
    mutates: true,
    request: ({ setup, offerId }) => ({ method: 'DELETE', url: `/v1/-/applications/${setup.applicationId}/offers/${offerId}` }),
    expect: RECRUITERS(200, 403),
  },
  {
    endpoint: hiringApi.getApplicationHiring,
    request: ({ setup }) => ({ method: 'GET', url: `/v1/-/applications/${setup.applicationId}/hiring` }),
    expect: RECRUITERS(200, 200),
  },
  {
    endpoint: hiringApi.getInterview,
    request: ({ interviewId }) => ({ method: 'GET', url: `/v1/meet/${interviewId}` }),
    expect: CANDIDATE(200),
  },
  {
    endpoint: hiringApi.answerInterview,
    request: ({ interviewId }) => ({ method: 'POST', url: `/v1/meet/${interviewId}/accepted`, payload: { notes: 'Até lá' } }),
    expect: CANDIDATE(200),
  },
  {
    endpoint: hiringApi.getInterviewCalendarFile,
    request: ({ interviewId }) => ({ method: 'GET', url: `/v1/meet/${interviewId}/calendar.ics` }),
    // the candidate and the company's people who see the position; to the rest it does not exist
    expect: { ...CANDIDATE(200), admin: 200, manager: 200, evaluator: 200 },
  },
  {
    endpoint: hiringApi.listInterviewCalendar,
    request: () => ({
      method: 'GET',
      url: `/v1/-/interviews?from=${new Date(t.clock.now().getTime()).toISOString()}&to=${new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString()}`,
    }),
    // an unlinked recruiter reads the calendar of the positions they are linked to (none here)
    expect: { ...RECRUITERS(200, 200), unlinked: 200 },
  },
  {
    endpoint: hiringApi.getMyApplicationHiring,
    request: ({ setup }) => ({ method: 'GET', url: `/v1/matches/${setup.applicationId}/hiring` }),
    expect: CANDIDATE(200),
  },
  // everyone has a list of their own pending offers (empty for the others)
  {
    endpoint: hiringApi.listPendingOffers,
    request: () => ({ method: 'GET', url: '/v1/pending_offer' }),
    expect: CANDIDATE(200, 200),
  },
  {
    endpoint: hiringApi.getOfferByHash,
    request: ({ token }) => ({ method: 'GET', url: `/v1/offers/by-hash/${token}` }),
    expect: CANDIDATE(200),
  },
  {
    endpoint: hiringApi.confirmOffer,
    mutates: true,
    request: ({ token }) => ({ method: 'GET', url: `/v1/offer_confirmation/${token}` }),
    expect: CANDIDATE(200),
  },
  {
    endpoint: hiringApi.declineOfferByHash,
    mutates: true,
    request: ({ token }) => ({ method: 'POST', url: `/v1/offer_decline/${token}`, payload: { notes: 'Não é o momento' } }),
    expect: CANDIDATE(200),
  },
  {
    endpoint: hiringApi.acceptOffer,
    mutates: true,
    request: ({ offerId }) => ({ method: 'POST', url: `/v1/offers/${offerId}/accept` }),
    expect: CANDIDATE(200),
  },
  {
    endpoint: hiringApi.declineOffer,
    mutates: true,
    request: ({ offerId }) => ({ method: 'POST', url: `/v1/offers/${offerId}/decline`, payload: { notes: 'Não é o momento' } }),
    expect: CANDIDATE(200),
  },
];

let t: TestApp;
let shared: Context;

async function createContext(): Promise<Context> {
  const setup = await createHiringSetup(t);
  const request = (url: string, payload: object) =>
    t.request({ method: 'POST', url, token: setup.admin.token, company: setup.subdomain, payload });
  const interview = await request(`/v1/-/applications/${setup.applicationId}/interviews`, interviewFormFor(t));
  const offer = await request(`/v1/-/applications/${setup.applicationId}/offers`, offerFormFor());
  const template = await request('/v1/-/message-templates', TEMPLATE);
  if (interview.statusCode !== 201 || offer.statusCode !== 201 || template.statusCode !== 201)
    throw new Error(`fixture: ${interview.body} ${offer.body} ${template.body}`);
  return {
    setup,
    interviewId: interview.json().id,
    offerId: offer.json().id,
    token: await lastOfferToken(t, setup.candidate.email),
    templateId: template.json().id,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  shared = await createContext();
});
afterAll(() => t.close());

describe('hiring permission matrix', () => {
  for (const testCase of CASES) {
    it(`${testCase.endpoint.method} ${testCase.endpoint.path}`, async () => {
      const got: Partial<Expect> = {};
      for (const actor of ACTORS) {
        const context = testCase.mutates ? await createContext() : shared;
        const token = actor === 'anonymous' ? undefined : context.setup[actor].token;
        const res = await t.request({
          ...(testCase.request(context) as { method: 'GET'; url: string }),
          token,
          company: actor === 'otherAdmin' ? undefined : context.setup.subdomain,
        });
        got[actor] = res.statusCode;
        if (res.statusCode >= 400) expect(res.json().error.code, `${actor}: ${res.body}`).toBeTypeOf('string');
      }
      expect(got).toEqual(testCase.expect);
    });
  }

  it('has one row per endpoint of the hiring contract', () => {
    const endpoints = (Object.values(hiringEndpoints) as unknown[]).filter(
      (value): value is EndpointDefinition => typeof value === 'object' && value !== null && 'path' in value && 'method' in value,
    );
    expect(new Set(CASES.map((testCase) => testCase.endpoint))).toEqual(new Set(endpoints));
  });
});

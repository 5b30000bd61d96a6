import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import {
  applicationHiring,
  calendarInterview,
  INTERVIEW_ANSWERS,
  interview,
  interviewAnswer,
  interviewCalendarQuery,
  interviewForm,
  offer,
  offerDecline,
  offerForm,
} from './schemas.ts';

// the recruiters' workbench: scorecards, message templates and bulk actions
export * from './workbench-endpoints.ts';

/**
 * Interview invites and job offers: the recruiter invites a candidate under analysis
 * to an interview and sends an offer; the candidate answers both, only their own.
 */
const tag = 'hiring';
const application = { from: 'resource', resource: 'application', param: 'id' } as const;
const idParams = z.object({ id: z.string().min(1).max(200) });
const hashParams = z.object({ hash: z.string().min(1).max(200) });

export const createInterview = defineEndpoint({
  method: 'POST',
  path: '/v1/-/applications/:id/interviews',
  summary:
    'Invites a candidate under analysis to an interview at one future time (`scheduledAt`) or at the one they pick of two to ten offered times (`slots`), with a place or an https meeting link; moves them to the interview stage and e-mails them (with an iCalendar invitation once the time is set)',
  tag,
  access: 'session',
  scope: application,
  permission: 'recruitment.positions.evaluate',
  params: idParams,
  body: interviewForm,
  responses: { 201: interview },
});

export const createOffer = defineEndpoint({
  method: 'POST',
  path: '/v1/-/applications/:id/offers',
  summary:
    'Sends a candidate under analysis an offer (salary, start date, message); moves them to the offer stage and e-mails them a link valid for 7 days',
  tag,
  access: 'session',
  scope: application,
  permission: 'recruitment.positions.manage',
  params: idParams,
  body: offerForm,
  responses: { 201: offer },
});

export const moveInterview = defineEndpoint({
  method: 'PUT',
  path: '/v1/-/applications/:id/interviews/:interviewId',
  summary:
    'Moves a pending or accepted interview to another time, or offers new times to choose from: the same calendar event (UID) with a higher SEQUENCE reaches both sides once a time is set; the candidate answers again',
  tag,
  access: 'session',
  scope: application,
  permission: 'recruitment.positions.evaluate',
  params: idParams.extend({ interviewId: z.string().min(1).max(200) }),
  body: interviewForm,
  responses: { 200: interview },
});

export const cancelInterview = defineEndpoint({
  method: 'DELETE',
  path: '/v1/-/applications/:id/interviews/:interviewId',
  summary: 'Cancels an interview invite the candidate has not rejected; the history says so and the candidate is e-mailed',
  tag,
  access: 'session',
  scope: application,
  permission: 'recruitment.positions.evaluate',
  params: idParams.extend({ interviewId: z.string().min(1).max(200) }),
  responses: { 200: interview },
});

export const cancelOffer = defineEndpoint({
  method: 'DELETE',
  path: '/v1/-/applications/:id/offers/:offerId',
  summary: 'Withdraws a pending offer (its link stops working); the history says so and the candidate is e-mailed',
  tag,
  access: 'session',
  scope: application,
  permission: 'recruitment.positions.manage',
  params: idParams.extend({ offerId: z.string().min(1).max(200) }),
  responses: { 200: offer },
});

export const getApplicationHiring = defineEndpoint({
  method: 'GET',
  path: '/v1/-/applications/:id/hiring',
  summary: 'An application’s interview invites and offers with the candidate’s answers, newest first',
  tag,
  access: 'session',
  scope: application,
  permission: 'recruitment.positions.view',
  apiScope: 'applications:read',
  params: idParams,
  responses: { 200: applicationHiring },
});

export const getInterview = defineEndpoint({
  method: 'GET',
  path: '/v1/meet/:id',
  summary: 'One of the caller’s interview invites: position, company, date, place or link, message and their answer',
  tag,
  access: 'session',
  scope: 'user',
  params: idParams,
  responses: { 200: interview },
});

export const answerInterview = defineEndpoint({
  method: 'POST',
  path: '/v1/meet/:interviewId/:response',
  summary:
    'Accepts or rejects an interview invite with optional notes; a rejection is irreversible, accepting again changes nothing. When times were offered, accepting takes `slot`: one of them (422 otherwise; 409 when another candidate of the same recruiter has just taken it); both sides get the iCalendar invitation',
  tag,
  access: 'session',
  scope: 'user',
  params: z.object({ interviewId: z.string().min(1).max(200), response: z.enum(INTERVIEW_ANSWERS) }),
  body: interviewAnswer,
  responses: { 200: interview },
});

export const getMyApplicationHiring = defineEndpoint({
  method: 'GET',
  path: '/v1/matches/:id/hiring',
  summary:
    'The interview invites and offers of one of the caller’s applications, newest first, so its page links to the interview and answers the offer',
  tag,
  access: 'session',
  scope: 'user',
  params: idParams,
  responses: { 200: applicationHiring },
});

export const listPendingOffers = defineEndpoint({
  method: 'GET',
  path: '/v1/pending_offer',
  summary: 'The caller’s offers still waiting for an answer (not expired), newest first',
  tag,
  access: 'session',
  scope: 'user',
  responses: { 200: z.object({ items: z.array(offer) }) },
});

export const getOfferByHash = defineEndpoint({
  method: 'GET',
  path: '/v1/offers/by-hash/:hash',
  summary: 'The offer of an e-mailed link, for the offer page, without answering it (only its candidate)',
  tag,
  access: 'session',
  scope: 'user',
  params: hashParams,
  responses: { 200: offer },
});

export const confirmOffer = defineEndpoint({
  method: 'GET',
  path: '/v1/offer_confirmation/:hash',
  summary: 'Accepts the offer of an e-mailed link (only its candidate; single use; 7 days)',
  tag,
  access: 'session',
  scope: 'user',
  params: hashParams,
  responses: { 200: offer },
});

export const declineOfferByHash = defineEndpoint({
  method: 'POST',
  path: '/v1/offer_decline/:hash',
  summary: 'Declines the offer of an e-mailed link with the reason (only its candidate; single use; 7 days)',
  tag,
  access: 'session',
  scope: 'user',
  params: hashParams,
  body: offerDecline,
  responses: { 200: offer },
});

export const acceptOffer = defineEndpoint({
  method: 'POST',
  path: '/v1/offers/:id/accept',
  summary: 'Accepts one of the caller’s pending offers from the app',
  tag,
  access: 'session',
  scope: 'user',
  params: idParams,
  responses: { 200: offer },
});

export const declineOffer = defineEndpoint({
  method: 'POST',
  path: '/v1/offers/:id/decline',
  summary: 'Declines one of the caller’s pending offers from the app, with the reason',
  tag,
  access: 'session',
  scope: 'user',
  params: idParams,
  body: offerDecline,
  responses: { 200: offer },
});

export const getInterviewCalendarFile = defineEndpoint({
  method: 'GET',
  path: '/v1/meet/:interviewId/calendar.ics',
  summary:
    'The interview as an iCalendar file (text/calendar; METHOD REQUEST, or CANCEL once cancelled or rejected), with a stable UID and the SEQUENCE of its changes: for the candidate and for the company’s people who see the position. 404 while no time is set',
  tag,
  access: 'session',
  scope: 'user',
  params: z.object({ interviewId: z.string().min(1).max(200) }),
  responses: { 200: z.string() },
});

export const listInterviewCalendar = defineEndpoint({
  method: 'GET',
  path: '/v1/-/interviews',
  summary:
    'The company’s interviews between `from` and `to` (at most 31 days), by time: the agreed ones and the times still offered to a candidate. Recruiters linked to some positions see only theirs',
  tag,
  access: 'session',
  scope: { from: 'company-header' },
  permission: 'recruitment.positions.view',
  apiScope: 'applications:read',
  query: interviewCalendarQuery,
  responses: { 200: z.object({ items: z.array(calendarInterview) }) },
});

import { hiringApi } from '@trilha/contract';
import { route, scopedRoute } from '../../platform/http/context.ts';
import { loadApplicationScope } from '../applications/index.ts';
import { bulkCandidates } from './bulk.service.ts';
import { getEvaluations, saveOwnEvaluation } from './evaluations.service.ts';
import {
  answerInterview,
  cancelInterview,
  createInterview,
  getInterview,
  interviewCalendarFile,
  interviewCalendarOf,
  moveInterview,
} from './interviews.service.ts';
import { createMessageTemplate, deleteMessageTemplate, listMessageTemplates, updateMessageTemplate } from './message-templates.service.ts';
import {
  acceptOfferById,
  cancelOffer,
  confirmOfferByHash,
  createOffer,
  declineOfferByHash,
  declineOfferById,
  getApplicationHiring,
  getMyApplicationHiring,
  getOfferByHash,
  listPendingOffers,
} from './offers.service.ts';

export const hiringRoutes = [
  // the recruiter's side: the pipeline loads the application and checks the permission in its company
  scopedRoute(hiringApi.createInterview, loadApplicationScope, ({ deps, access, resource, session, body }) =>
    createInterview(deps, access, resource, session.user.id, body),
  ),
  scopedRoute(hiringApi.createOffer, loadApplicationScope, ({ deps, access, resource, session, body }) =>
    createOffer(deps, access, resource, session.user.id, body),
  ),
  scopedRoute(hiringApi.moveInterview, loadApplicationScope, ({ deps, access, resource, session, params, body }) =>
    moveInterview(deps, access, resource, session.user.id, params.interviewId, body),
  ),
  scopedRoute(hiringApi.cancelInterview, loadApplicationScope, ({ deps, access, resource, session, params }) =>
    cancelInterview(deps, access, resource, session.user.id, params.interviewId),
  ),
  scopedRoute(hiringApi.cancelOffer, loadApplicationScope, ({ deps, access, resource, session, params }) =>
    cancelOffer(deps, access, resource, session.user.id, params.offerId),
  ),
  scopedRoute(hiringApi.getApplicationHiring, loadApplicationScope, ({ deps, access, resource }) =>
    getApplicationHiring(deps, access, resource),
  ),

  // the workbench: scorecards, message templates, bulk actions
  scopedRoute(hiringApi.listApplicationEvaluations, loadApplicationScope, ({ deps, access, resource }) =>
    getEvaluations(deps, access, resource),
  ),
  scopedRoute(hiringApi.saveApplicationEvaluation, loadApplicationScope, ({ deps, access, resource, body }) =>
    saveOwnEvaluation(deps, access, resource, body),
  ),
  route(hiringApi.listMessageTemplates, ({ deps, access }) => listMessageTemplates(deps, access)),
  route(hiringApi.createMessageTemplate, async ({ deps, access, body, reply }) => {
    const created = await createMessageTemplate(deps, access, body);
    reply.status(201);
    return created;
  }),
  route(hiringApi.updateMessageTemplate, ({ deps, access, params, body }) => updateMessageTemplate(deps, access, params.id, body)),
  route(hiringApi.deleteMessageTemplate, async ({ deps, access, params, reply }) => {
    await deleteMessageTemplate(deps, access, params.id);
    reply.status(204);
    return null;
  }),
  route(hiringApi.bulkCandidates, ({ deps, access, params, body }) => bulkCandidates(deps, access, params.id, body)),

  // the candidate's side: only their own
  route(hiringApi.getInterview, ({ deps, session, params }) => getInterview(deps, session.user.id, params.id)),
  route(hiringApi.answerInterview, ({ deps, session, params, body }) =>
    answerInterview(deps, session.user.id, params.interviewId, params.response, body),
  ),
  // the same event for both sides: the candidate and the company's people who see the position
  route(hiringApi.getInterviewCalendarFile, async ({ deps, session, params, lang, reply }) => {
    const content = await interviewCalendarFile(deps, session, params.interviewId, lang);
    reply
      .header('content-disposition', 'attachment; filename="entrevista.ics"')
      .header('cache-control', 'private, no-store')
      .type('text/calendar; charset=utf-8')
      .send(content);
    return undefined;
  }),
  route(hiringApi.listInterviewCalendar, ({ deps, access, query }) => interviewCalendarOf(deps, access, query)),
  route(hiringApi.getMyApplicationHiring, ({ deps, session, params }) => getMyApplicationHiring(deps, session.user.id, params.id)),
  route(hiringApi.listPendingOffers, ({ deps, session }) => listPendingOffers(deps, session.user.id)),
  route(hiringApi.getOfferByHash, ({ deps, session, params }) => getOfferByHash(deps, session.user.id, params.hash)),
  route(hiringApi.confirmOffer, ({ deps, session, params }) => confirmOfferByHash(deps, session.user.id, params.hash)),
  route(hiringApi.declineOfferByHash, ({ deps, session, params, body }) =>
    declineOfferByHash(deps, session.user.id, params.hash, body.notes),
  ),
  route(hiringApi.acceptOffer, ({ deps, session, params }) => acceptOfferById(deps, session.user.id, params.id)),
  route(hiringApi.declineOffer, ({ deps, session, params, body }) => declineOfferById(deps, session.user.id, params.id, body.notes)),
];

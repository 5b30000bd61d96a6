import { applicationsApi } from '@trilha/contract';
import { type RouteEntry, route, scopedRoute } from '../../platform/http/context.ts';
import { assertRecruiterMay, loadApplicationScope, loadOwnApplication } from './access.ts';
import {
  completeStep,
  deleteApplication,
  getApplication,
  giveUp,
  listMatches,
  listOldMatches,
  sendFeedback,
  startApplication,
} from './applications.service.ts';
import { sendApplicationFile, uploadApplicationFile } from './files.service.ts';
import { getCandidateApplication, listCandidateBank, listPositionCandidates, moveCandidate, setAnswerDate } from './pipeline.service.ts';

const candidateRoutes: RouteEntry[] = [
  route(applicationsApi.listMatches, ({ deps, session, lang, query }) => listMatches(deps, session.user.id, lang, query)),
  route(applicationsApi.listOldMatches, ({ deps, session, lang, query }) => listOldMatches(deps, session.user.id, lang, query)),
  route(
    applicationsApi.startApplication,
    async ({ deps, session, lang, body }) => (await startApplication(deps, session.user.id, lang, body)).application,
  ),
  route(applicationsApi.getApplication, ({ deps, session, lang, params }) => getApplication(deps, session.user.id, lang, params.id)),
  route(applicationsApi.completeStep, ({ deps, session, lang, params, body }) =>
    completeStep(deps, session.user.id, lang, params.id, params.step, body),
  ),
  route(applicationsApi.uploadApplicationFile, async ({ deps, session, params, query, request, reply }) => {
    const file = await uploadApplicationFile(deps, session.user.id, params.id, query.kind, request);
    reply.status(201);
    return file;
  }),
  route(applicationsApi.getApplicationFile, async ({ deps, session, params, reply }) =>
    sendApplicationFile(deps, await loadOwnApplication(deps, session.user.id, params.id), params.fileId, reply),
  ),
  route(applicationsApi.giveUpApplication, ({ deps, session, lang, params }) => giveUp(deps, session.user.id, lang, params.id)),
  route(applicationsApi.deleteApplication, async ({ deps, session, params, reply }) => {
    await deleteApplication(deps, session.user.id, params.id);
    reply.status(204);
    return null;
  }),
  route(applicationsApi.sendApplicationFeedback, async ({ deps, session, params, body, reply }) => {
    await sendFeedback(deps, session.user.id, params.id, body.feedback);
    reply.status(204);
    return null;
  }),
];

const pipelineRoutes: RouteEntry[] = [
  route(applicationsApi.listPositionCandidates, ({ deps, access, params, query }) =>
    listPositionCandidates(deps, access, params.id, query),
  ),
  route(applicationsApi.listCandidateBank, ({ deps, session, access, query }) =>
    listCandidateBank(deps, { ...access, userId: session.user.id }, query),
  ),
  scopedRoute(applicationsApi.getCandidateApplication, loadApplicationScope, ({ deps, access, resource }) =>
    getCandidateApplication(deps, access, resource),
  ),
  scopedRoute(applicationsApi.moveCandidate, loadApplicationScope, ({ deps, access, resource, body }) =>
    moveCandidate(deps, access, resource, body),
  ),
  scopedRoute(applicationsApi.setAnswerDate, loadApplicationScope, ({ deps, access, resource, body }) =>
    setAnswerDate(deps, access, resource, body.answerBy),
  ),
  scopedRoute(applicationsApi.getCandidateFile, loadApplicationScope, ({ deps, access, resource, params, reply }) => {
    assertRecruiterMay(access.actor, 'recruitment.positions.view', resource.position);
    return sendApplicationFile(deps, resource, params.fileId, reply);
  }),
];

export const applicationsRoutes: RouteEntry[] = [...candidateRoutes, ...pipelineRoutes];

import { applicationsApi } from '@trilha/contract';
import type { FastifyReply } from 'fastify';
import { type RouteEntry, route, scopedRoute } from '../../platform/http/context.ts';
import { searchRoute } from '../../platform/http/search-limits.ts';
import { receiveFile } from '../../platform/storage/uploads.ts';
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
  startTimedStep,
} from './applications.service.ts';
import { readApplicationFile, uploadApplicationFile } from './files.service.ts';
import { getCandidateApplication, listCandidateBank, listPositionCandidates, moveCandidate, setAnswerDate } from './pipeline.service.ts';

/** A file of an application, to a side allowed to read it: inline, never cached by shared caches, sandboxed. */
const sendApplicationFile = (reply: FastifyReply, file: { data: Buffer; name: string; contentType: string }) =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('cache-control', 'private, max-age=300')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.data);

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
  route(applicationsApi.startTimedStep, ({ deps, session, params }) => startTimedStep(deps, session.user.id, params.id, params.step)),
  // the application and the caller's allowance are checked before the upload is read
  route(applicationsApi.uploadApplicationFile, async ({ deps, session, params, query, request, reply }) => {
    const file = await uploadApplicationFile(deps, session.user.id, params.id, query.kind, (limit) => receiveFile(request, 'file', limit));
    reply.status(201);
    return file;
  }),
  route(applicationsApi.getApplicationFile, async ({ deps, session, params, reply }) =>
    sendApplicationFile(reply, await readApplicationFile(deps, await loadOwnApplication(deps, session.user.id, params.id), params.fileId)),
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
  searchRoute(
    applicationsApi.listCandidateBank,
    ({ deps, session, access, query }) => listCandidateBank(deps, { ...access, userId: session.user.id }, query),
    { searching: ({ query }) => query.text !== '' },
  ),
  scopedRoute(applicationsApi.getCandidateApplication, loadApplicationScope, ({ deps, access, resource, lang }) =>
    getCandidateApplication(deps, { ...access, lang }, resource),
  ),
  scopedRoute(applicationsApi.moveCandidate, loadApplicationScope, ({ deps, access, resource, body, lang }) =>
    moveCandidate(deps, { ...access, lang }, resource, body),
  ),
  scopedRoute(applicationsApi.setAnswerDate, loadApplicationScope, ({ deps, access, resource, body, lang }) =>
    setAnswerDate(deps, { ...access, lang }, resource, body.answerBy),
  ),
  scopedRoute(applicationsApi.getCandidateFile, loadApplicationScope, async ({ deps, access, resource, params, reply }) => {
    assertRecruiterMay(access.actor, 'recruitment.positions.view', resource.position);
    return sendApplicationFile(reply, await readApplicationFile(deps, resource, params.fileId));
  }),
];

export const applicationsRoutes: RouteEntry[] = [...candidateRoutes, ...pipelineRoutes];

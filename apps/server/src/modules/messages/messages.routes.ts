import { messagesApi } from '@trilha/contract';
import { route, scopedRoute } from '../../platform/http/context.ts';
import { loadApplicationScope } from '../applications/index.ts';
import { remindCompany } from './answer-reminder.service.ts';
import {
  getCandidateConversation,
  getMyConversation,
  listCompanyConversations,
  listMyConversations,
  readCandidateConversation,
  readMyConversation,
  writeToCandidate,
  writeToCompany,
} from './messages.service.ts';

export const messagesRoutes = [
  route(messagesApi.listConversations, ({ deps, session, query }) => listMyConversations(deps, session.user.id, query)),
  route(messagesApi.getConversation, ({ deps, session, params }) => getMyConversation(deps, session.user.id, params.id)),
  route(messagesApi.sendMessage, async ({ deps, session, body, reply }) => {
    const message = await writeToCompany(deps, session.user.id, body);
    reply.status(201);
    return message;
  }),
  route(messagesApi.sendAnswerReminder, async ({ deps, session, lang, body, reply }) => {
    const message = await remindCompany(deps, session.user.id, lang, body.applicationId);
    reply.status(201);
    return message;
  }),
  route(messagesApi.readConversation, ({ deps, session, body }) => readMyConversation(deps, session.user.id, body.applicationId)),
  route(messagesApi.listCompanyConversations, ({ deps, session, access, query }) =>
    listCompanyConversations(deps, { workspaceId: access.workspace.id, actor: access.actor, userId: session.user.id }, query),
  ),
  scopedRoute(messagesApi.getCandidateConversation, loadApplicationScope, ({ deps, access, resource }) =>
    getCandidateConversation(deps, access.actor, resource),
  ),
  scopedRoute(messagesApi.sendCandidateMessage, loadApplicationScope, async ({ deps, session, access, resource, body, reply }) => {
    const message = await writeToCandidate(deps, access, session.user.id, resource, body.body);
    reply.status(201);
    return message;
  }),
  scopedRoute(messagesApi.readCandidateConversation, loadApplicationScope, ({ deps, access, resource }) =>
    readCandidateConversation(deps, access.actor, resource),
  ),
];

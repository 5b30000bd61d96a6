import { applicationsApi } from '@trilha/contract';
import { route, scopedRoute } from '../../platform/http/context.ts';
import { loadApplicationScope } from '../applications/index.ts';
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
  route(applicationsApi.listConversations, ({ deps, session, query }) => listMyConversations(deps, session.user.id, query)),
  route(applicationsApi.getConversation, ({ deps, session, params }) => getMyConversation(deps, session.user.id, params.id)),
  route(applicationsApi.sendMessage, async ({ deps, session, body, reply }) => {
    const message = await writeToCompany(deps, session.user.id, body);
    reply.status(201);
    return message;
  }),
  route(applicationsApi.readConversation, ({ deps, session, body }) => readMyConversation(deps, session.user.id, body.applicationId)),
  route(applicationsApi.listCompanyConversations, ({ deps, session, access, query }) =>
    listCompanyConversations(deps, { workspaceId: access.workspace.id, actor: access.actor, userId: session.user.id }, query),
  ),
  scopedRoute(applicationsApi.getCandidateConversation, loadApplicationScope, ({ deps, access, resource }) =>
    getCandidateConversation(deps, access.actor, resource),
  ),
  scopedRoute(applicationsApi.sendCandidateMessage, loadApplicationScope, async ({ deps, session, access, resource, body, reply }) => {
    const message = await writeToCandidate(deps, access.actor, session.user.id, resource, body.body);
    reply.status(201);
    return message;
  }),
  scopedRoute(applicationsApi.readCandidateConversation, loadApplicationScope, ({ deps, access, resource }) =>
    readCandidateConversation(deps, access.actor, resource),
  ),
];

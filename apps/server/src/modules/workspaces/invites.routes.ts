import { workspacesApi } from '@trilha/contract';
import { route, scopedRoute } from '../../platform/http/context.ts';
import { completeInvite, getInvite, refuseInvite } from './invite-answers.service.ts';
import { createInvites, listInvites, loadInvite, resendInvite } from './invites.service.ts';

export const inviteRoutes = [
  route(workspacesApi.createInvites, ({ deps, access, session, body }) =>
    createInvites(deps, access, { id: session.user.id, name: session.user.name }, body.invites),
  ),

  route(workspacesApi.listInvites, ({ deps, access, query }) => listInvites(deps, access, query)),

  // The path names the invite; the pipeline loads it and checks the permission on the invite's workspace.
  scopedRoute(workspacesApi.resendInvite, loadInvite, ({ deps, session, access, resource }) =>
    resendInvite(deps, access, resource, { id: session.user.id, name: session.user.name }),
  ),

  route(workspacesApi.getInvite, ({ deps, params }) => getInvite(deps, params.token)),

  route(workspacesApi.completeInvite, ({ deps, session, params }) => completeInvite(deps, session, params.id)),

  route(workspacesApi.refuseInvite, ({ deps, session, params }) => refuseInvite(deps, session, params.id)),
];

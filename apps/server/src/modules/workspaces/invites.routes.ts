import { workspacesApi } from '@trilha/contract';
import { route } from '../../platform/http/context.ts';
import { authorizeWorkspace } from '../../platform/http/workspace-access.ts';
import { completeInvite, getInvite, refuseInvite } from './invite-answers.service.ts';
import { createInvites, findInvite, listInvites, resendInvite } from './invites.service.ts';

export const inviteRoutes = [
  route(workspacesApi.createInvites, ({ deps, access, session, body }) =>
    createInvites(deps, access, { id: session.user.id, name: session.user.name }, body.invites),
  ),

  route(workspacesApi.listInvites, ({ deps, access, query }) => listInvites(deps, access, query)),

  // The path names the invite, so the permission is checked here, on the invite's workspace.
  route(workspacesApi.resendInvite, async ({ deps, session, params }) => {
    const invite = await findInvite(deps.db, params.id);
    const access = await authorizeWorkspace(deps, session, invite.workspaceId, 'members.invite');
    return resendInvite(deps, access, invite, session.user.name);
  }),

  route(workspacesApi.getInvite, ({ deps, params }) => getInvite(deps, params.token)),

  route(workspacesApi.completeInvite, ({ deps, session, params }) => completeInvite(deps, session, params.id)),

  route(workspacesApi.refuseInvite, ({ deps, session, params }) => refuseInvite(deps, session, params.id)),
];

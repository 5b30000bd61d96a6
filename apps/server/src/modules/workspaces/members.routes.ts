import { workspacesApi } from '@trilha/contract';
import { route } from '../../platform/http/context.ts';
import { changeMemberRole, leaveWorkspace, listMemberSuggestions, listMembers, removeMember } from './members.service.ts';

export const memberRoutes = [
  route(workspacesApi.listMembers, ({ deps, access, query }) => listMembers(deps, access, query)),

  route(workspacesApi.memberSuggestions, ({ deps, access, session, query }) =>
    listMemberSuggestions(deps, access, session.user.id, query.query),
  ),

  route(workspacesApi.changeMemberRole, ({ deps, access, params, body }) => changeMemberRole(deps, access, params.userId, body.role)),

  route(workspacesApi.leaveWorkspace, ({ deps, access, session }) => leaveWorkspace(deps, access, session.user.id)),

  route(workspacesApi.removeMember, ({ deps, access, params }) => removeMember(deps, access, params.userId)),
];

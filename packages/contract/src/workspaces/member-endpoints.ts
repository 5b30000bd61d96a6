import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import { WORKSPACE_ROLES } from '../permissions/roles.ts';
import { pageOf, pageQuery } from '../platform/pagination.ts';
import { inviteRole, memberSuggestion, workspaceMember } from './schemas.ts';

const tag = 'workspaces';
const idParams = z.object({ id: z.string().min(1).max(200) });
const memberParams = z.object({ id: z.string().min(1).max(200), userId: z.guid() });

export const listMembers = defineEndpoint({
  method: 'GET',
  path: '/v1/workspaces/:id/users',
  summary: 'Members of a workspace, searchable by name or e-mail and filterable by role',
  tag,
  access: 'session',
  scope: { from: 'param', name: 'id' },
  permission: 'members.view',
  params: idParams,
  query: pageQuery.extend({ search: z.string().max(100).optional(), role: z.enum(WORKSPACE_ROLES).optional() }),
  responses: { 200: pageOf(workspaceMember) },
});

export const memberSuggestions = defineEndpoint({
  method: 'GET',
  path: '/v1/workspaces/:id/users/suggestions',
  summary: 'People the caller may invite: known from their other companies by prefix, or an exact e-mail',
  tag,
  access: 'session',
  scope: { from: 'param', name: 'id' },
  permission: 'members.invite',
  params: idParams,
  query: z.object({ query: z.string().trim().min(2).max(100) }),
  responses: { 200: z.object({ items: z.array(memberSuggestion) }) },
});

export const changeMemberRole = defineEndpoint({
  method: 'PATCH',
  path: '/v1/workspaces/:id/users/:userId',
  summary: 'Changes the role of a member; the last administrator cannot be demoted',
  tag,
  access: 'session',
  scope: { from: 'param', name: 'id' },
  permission: 'members.manage',
  params: memberParams,
  body: z.object({ role: inviteRole }),
  responses: { 200: z.object({ member: workspaceMember }) },
});

export const leaveWorkspace = defineEndpoint({
  method: 'PATCH',
  path: '/v1/workspaces/:id/users',
  summary: 'The caller leaves the workspace after typing SAIR',
  tag,
  access: 'session',
  scope: { from: 'param', name: 'id' },
  permission: 'workspace.leave',
  params: idParams,
  body: z.object({
    confirmation: z
      .string()
      .max(20)
      .refine((value) => value === 'SAIR', { error: 'confirm.sair' }),
  }),
  responses: { 200: z.object({ left: z.literal(true) }) },
});

export const removeMember = defineEndpoint({
  method: 'DELETE',
  path: '/v1/workspaces/:id/users/:userId',
  summary: 'Removes a member; the last administrator cannot be removed',
  tag,
  access: 'session',
  scope: { from: 'param', name: 'id' },
  permission: 'members.manage',
  params: memberParams,
  responses: { 200: z.object({ removed: z.literal(true) }) },
});

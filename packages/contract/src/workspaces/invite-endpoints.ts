import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import { pageOf, pageQuery } from '../platform/pagination.ts';
import { inviteDetails, inviteEmail, inviteItem, inviteRole, workspaceSummary } from './schemas.ts';

const tag = 'workspaces';
const idParams = z.object({ id: z.string().min(1).max(200) });

export const INVITE_FILTERS = ['all', 'pending', 'expired', 'completed'] as const;

export const createInvites = defineEndpoint({
  method: 'POST',
  path: '/v1/workspaces/:id/invites',
  summary: 'Invites people by e-mail (1 to 50); each gets a link valid for 7 days',
  tag,
  access: 'session',
  scope: { from: 'param', name: 'id' },
  permission: 'members.invite',
  params: idParams,
  body: z.object({
    invites: z
      .array(z.object({ email: inviteEmail, role: inviteRole }))
      .min(1)
      .max(50),
  }),
  responses: { 201: z.object({ items: z.array(inviteItem) }) },
});

export const listInvites = defineEndpoint({
  method: 'GET',
  path: '/v1/workspaces/:id/invites',
  summary: 'Invites of a workspace, newest first',
  tag,
  access: 'session',
  scope: { from: 'param', name: 'id' },
  permission: 'members.invite',
  params: idParams,
  query: pageQuery.extend({ filter: z.enum(INVITE_FILTERS).default('all') }),
  responses: { 200: pageOf(inviteItem) },
});

export const resendInvite = defineEndpoint({
  method: 'PATCH',
  path: '/v1/workspaces/invites/:id/resend',
  summary: 'Sends an invite again (once per 24 hours) and renews its 7 days',
  tag,
  access: 'session',
  scope: { from: 'resource', resource: 'invite', param: 'id' },
  permission: 'members.invite',
  params: idParams,
  responses: { 200: inviteItem },
});

export const getInvite = defineEndpoint({
  method: 'GET',
  path: '/v1/workspaces/invites/:token',
  summary: 'The invite page data; the token is the invite id sent by e-mail',
  tag,
  access: 'optional',
  scope: 'public',
  params: z.object({ token: z.string().min(1).max(200) }),
  responses: { 200: inviteDetails },
});

export const completeInvite = defineEndpoint({
  method: 'PATCH',
  path: '/v1/workspaces/invites/:id/complete',
  summary: 'Accepts an invite addressed to the signed-in e-mail',
  tag,
  access: 'session',
  scope: 'user',
  params: idParams,
  responses: { 200: z.object({ workspace: workspaceSummary }) },
});

export const refuseInvite = defineEndpoint({
  method: 'PATCH',
  path: '/v1/workspaces/invites/:id/refuse',
  summary: 'Refuses an invite addressed to the signed-in e-mail',
  tag,
  access: 'session',
  scope: 'user',
  params: idParams,
  responses: { 200: z.object({ status: z.literal('REFUSED') }) },
});

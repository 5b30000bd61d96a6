import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import {
  APPLICATION_INVITE_STATUSES,
  applicationInviteFeedback,
  applicationInvitesForm,
  candidateInviteItem,
  invitePositionRef,
  positionInviteItem,
  prospectInviteDetails,
} from './schemas.ts';

/**
 * Invites to apply (applications/invites, invites/feedback, invites/external/{hash}, accept, decline).
 * Recruiters invite from a position; candidates answer their invites; prospects answer a single-use e-mailed link.
 */
const tag = 'application-invites';
const idParams = z.object({ id: z.string().min(1).max(200) });
const hashParams = z.object({ hash: z.string().min(1).max(200) });

export const createApplicationInvites = defineEndpoint({
  method: 'POST',
  path: '/v1/-/positions/:id/invites',
  summary:
    'Invites people to apply to an active position (1 to 20 e-mails): platform users get an invite in their applications and an e-mail, anyone else a single-use link valid for 7 days. E-mails with a pending invite are skipped',
  tag,
  access: 'session',
  scope: { from: 'company-header' },
  permission: 'recruitment.candidates.manage',
  params: idParams,
  body: applicationInvitesForm,
  responses: { 201: z.object({ items: z.array(positionInviteItem), skipped: z.array(z.string()) }) },
});

export const listPositionInvites = defineEndpoint({
  method: 'GET',
  path: '/v1/-/positions/:id/invites',
  summary: 'A position’s invites to apply with their status, newest first',
  tag,
  access: 'session',
  scope: { from: 'company-header' },
  permission: 'recruitment.candidates.manage',
  params: idParams,
  query: z.object({ status: z.enum(APPLICATION_INVITE_STATUSES).optional() }),
  responses: { 200: z.object({ items: z.array(positionInviteItem) }) },
});

export const cancelApplicationInvite = defineEndpoint({
  method: 'DELETE',
  path: '/v1/-/invites/applications/:id',
  summary: 'Cancels a pending invite to apply; its link stops working',
  tag,
  access: 'session',
  scope: { from: 'resource', resource: 'application-invite', param: 'id' },
  permission: 'recruitment.candidates.manage',
  params: idParams,
  responses: { 200: positionInviteItem },
});

export const listMyApplicationInvites = defineEndpoint({
  method: 'GET',
  path: '/v1/applications/invites',
  summary: 'The caller’s pending invites to apply, newest first',
  tag,
  access: 'session',
  scope: 'user',
  responses: { 200: z.object({ items: z.array(candidateInviteItem) }) },
});

export const answerApplicationInvite = defineEndpoint({
  method: 'POST',
  path: '/v1/applications/invites/feedback',
  summary: 'Accepts an invite (the candidate then applies to the position) or rejects it with optional feedback; rejection is irreversible',
  tag,
  access: 'session',
  scope: 'user',
  body: applicationInviteFeedback,
  responses: { 200: invitePositionRef.extend({ status: z.enum(['accepted', 'rejected']) }) },
});

export const getProspectInvite = defineEndpoint({
  method: 'POST',
  path: '/v1/applications/invites/external/:hash',
  summary: 'The prospect invite page: the position, the company and the masked e-mail, or why the link no longer works',
  tag,
  access: 'optional',
  scope: 'public',
  params: hashParams,
  responses: { 200: prospectInviteDetails },
});

export const acceptProspectInvite = defineEndpoint({
  method: 'POST',
  path: '/v1/applications/invites/external/accept/:hash',
  summary: 'Accepts a prospect invite addressed to the signed-in e-mail (single use) and returns the position to apply to',
  tag,
  access: 'session',
  scope: 'user',
  params: hashParams,
  responses: { 200: invitePositionRef },
});

export const declineProspectInvite = defineEndpoint({
  method: 'POST',
  path: '/v1/applications/invites/external/decline/:hash',
  summary: 'Declines a prospect invite; irreversible',
  tag,
  access: 'public',
  scope: 'public',
  params: hashParams,
  responses: { 200: z.object({ status: z.literal('rejected') }) },
});

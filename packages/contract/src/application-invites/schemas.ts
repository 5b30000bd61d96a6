import { z } from 'zod';
import { positionItem } from '../positions/schemas.ts';
import { inviteEmail } from '../workspaces/schemas.ts';

/**
 * Invites to apply: a company invites a platform user (a user invite, answered from
 * /my/applications) or anyone by e-mail (a prospect invite, answered through a single-use link that lasts 7 days).
 */
export const APPLICATION_INVITE_STATUSES = ['pending', 'accepted', 'rejected', 'cancelled', 'expired'] as const;
export type ApplicationInviteStatus = (typeof APPLICATION_INVITE_STATUSES)[number];

/** At most this many e-mails per request. */
export const MAX_APPLICATION_INVITES = 20;

export const applicationInvitesForm = z.object({
  emails: z.array(inviteEmail).min(1).max(MAX_APPLICATION_INVITES),
  message: z.string().trim().max(1000).nullable().default(null),
});
export type ApplicationInvitesForm = z.input<typeof applicationInvitesForm>;

/** A position's invite as the recruiters see it. */
export const positionInviteItem = z.object({
  id: z.string(),
  kind: z.enum(['user', 'prospect']),
  email: z.string(),
  /** the invited user's name (user invites) */
  name: z.string().nullable(),
  status: z.enum(APPLICATION_INVITE_STATUSES),
  feedback: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
});
export type PositionInviteItem = z.output<typeof positionInviteItem>;

/** A candidate's pending invite: the position, the company's message, when it came. */
export const candidateInviteItem = z.object({
  id: z.string(),
  position: positionItem,
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type CandidateInviteItem = z.output<typeof candidateInviteItem>;

export const applicationInviteFeedback = z.object({
  inviteId: z.string().min(1).max(200),
  accepted: z.boolean(),
  feedback: z.string().trim().max(1000).nullable().default(null),
});
export type ApplicationInviteFeedback = z.input<typeof applicationInviteFeedback>;

/** The prospect page: what the link offers; the e-mail is masked (the link may be forwarded). */
export const prospectInviteDetails = z.object({
  position: positionItem,
  message: z.string().nullable(),
  email: z.string(),
  expiresAt: z.string(),
});
export type ProspectInviteDetails = z.output<typeof prospectInviteDetails>;

export const invitePositionRef = z.object({ positionId: z.string() });

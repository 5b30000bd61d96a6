import { z } from 'zod';
import { INVITE_ROLES, RECRUITMENT_ROLES, WORKSPACE_ROLES } from '../permissions/roles.ts';
import { inviteEmail, inviteRole } from '../workspaces/schemas.ts';

/** The tabs of the admin center's users list: active or removed (who can be brought back). */
export const COMPANY_USER_TABS = ['active', 'removed'] as const;
export type CompanyUserTab = (typeof COMPANY_USER_TABS)[number];

/** The type of a company user: the workspace role (the owner's cannot be changed). */
export const companyUserType = z.enum(WORKSPACE_ROLES);
export type CompanyUserType = z.infer<typeof companyUserType>;

/** A user of the company as the admin center lists it. */
export const companyUserItem = z.object({
  userId: z.string(),
  name: z.string(),
  lastName: z.string(),
  email: z.string(),
  type: companyUserType,
  status: z.enum(COMPANY_USER_TABS),
  joinedAt: z.string(),
  /** when the user was removed (the removed tab), else null */
  removedAt: z.string().nullable(),
  /** the latest time the user used the product; null: never signed in */
  lastAccessAt: z.string().nullable(),
  /** a member who never signed in is "waiting for first access" */
  waitingFirstAccess: z.boolean(),
});
export type CompanyUserItem = z.infer<typeof companyUserItem>;

/** A user's profile in the company (/admin-center/users/:userId). */
export const companyUserDetails = companyUserItem.extend({
  recruitmentRole: z.enum(RECRUITMENT_ROLES).nullable(),
});
export type CompanyUserDetails = z.infer<typeof companyUserDetails>;

/** The invite form of the admin center: one or more e-mails and the type they get. */
export const companyUserInviteBody = z.object({
  emails: z.array(inviteEmail).min(1, { error: 'company_users.emails_required' }).max(50, { error: 'company_users.emails_max' }),
  type: inviteRole,
});
export type CompanyUserInviteBody = z.input<typeof companyUserInviteBody>;

/**
 * A type change: only the invite types (the owner's type stays), and optionally the role in the recruitment module
 * (null: none). Either change signs the user out at once.
 */
export const companyUserTypeBody = z.object({
  type: z.enum(INVITE_ROLES),
  recruitmentRole: z.enum(RECRUITMENT_ROLES).nullable().optional(),
});

/** Resend or cancel an invite, named by its e-mail. */
export const companyUserInviteEmailBody = z.object({ email: inviteEmail });

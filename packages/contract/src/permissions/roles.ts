import type { Action } from './actions.ts';

/** Roles a user holds in a workspace (spec section 6). The individual owner of a personal workspace is `owner`. */
export const WORKSPACE_ROLES = ['owner', 'administrator', 'content_creator', 'member'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** Roles that can be given through an invite. */
export const INVITE_ROLES = ['member', 'content_creator', 'administrator'] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];

const MEMBER: Action[] = ['workspace.view', 'workspace.leave', 'members.view', 'content.view'];
const CONTENT_CREATOR: Action[] = [...MEMBER, 'content.create'];
const ADMINISTRATOR: Action[] = [
  ...CONTENT_CREATOR,
  'workspace.manage',
  'workspace.delete',
  'members.manage',
  'members.invite',
  'content.manage',
  'admin.access',
  'wallet.pay',
];

/** The grant table: what each role may do. */
export const GRANTS: Record<WorkspaceRole, ReadonlySet<Action>> = {
  owner: new Set(ADMINISTRATOR),
  administrator: new Set(ADMINISTRATOR),
  content_creator: new Set(CONTENT_CREATOR),
  member: new Set(MEMBER),
};

/** A company `userRole` of admin grants the administrator's actions too. */
export const USER_ROLE_ADMIN_GRANTS = GRANTS.administrator;

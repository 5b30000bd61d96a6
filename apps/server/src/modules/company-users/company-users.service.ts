import type { CompanyUserDetails, CompanyUserItem, CompanyUserTab } from '@trilha/contract';
import { companyUserDetails, inviteRole, toWorkspaceRole } from '@trilha/contract';
import type { Session } from '../../platform/auth/session-lookup.ts';
import { endSessionsOf } from '../../platform/auth/sessions.ts';
import { UUID_PATTERN } from '../../platform/db/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { WorkspaceAccess } from '../../platform/http/workspace-access.ts';
import {
  cancelPendingInvite,
  changeMemberRole,
  completeInvite,
  createInvites,
  insertMembership,
  listInvites,
  listMembers,
  removeMember,
  resendInvite,
  setRecruitmentRole,
  toInviteItem,
} from '../workspaces/index.ts';
import {
  type CompanyUserRow,
  findActiveUser,
  findCompanyInvite,
  findOpenInvite,
  findRemovedUser,
  forgetRemoval,
  keepRemovedMembership,
  lastAccessOf,
  listRemovedUsers,
  takeRemovedMembership,
} from './company-users.data.ts';

interface Inviter {
  id: string;
  name: string;
}

function toItem(row: Omit<CompanyUserRow, 'recruitmentRole'>, lastAccess: Date | undefined): CompanyUserItem {
  return {
    userId: row.userId,
    name: row.name,
    lastName: row.lastName,
    email: row.email,
    type: toWorkspaceRole(row.role) ?? 'member',
    status: row.removedAt ? 'removed' : 'active',
    joinedAt: row.joinedAt.toISOString(),
    removedAt: row.removedAt?.toISOString() ?? null,
    lastAccessAt: lastAccess?.toISOString() ?? null,
    waitingFirstAccess: !lastAccess,
  };
}

const recruitmentRole = companyUserDetails.shape.recruitmentRole;

/** The types an invite gives, which the admin center may change or take away: every one but the owner's. */
const givenByInvite = (type: string) => inviteRole.safeParse(type).success;

async function toDetails(deps: Deps, row: CompanyUserRow): Promise<CompanyUserDetails> {
  const lastAccess = await lastAccessOf(deps.db, [row.userId]);
  const recruitment = recruitmentRole.safeParse(row.recruitmentRole);
  return { ...toItem(row, lastAccess.get(row.userId)), recruitmentRole: recruitment.success ? recruitment.data : null };
}

/** The users list by tab; active users come from the members list (by name), each with their last access. */
export async function listCompanyUsers(
  deps: Deps,
  access: WorkspaceAccess,
  query: { tab: CompanyUserTab; page: number; limit: number; search?: string },
) {
  const { tab, ...options } = query;
  if (tab === 'removed') {
    const { rows, total } = await listRemovedUsers(deps.db, access.workspace.id, options);
    const lastAccess = await lastAccessOf(
      deps.db,
      rows.map((row) => row.userId),
    );
    return { items: rows.map((row) => toItem(row, lastAccess.get(row.userId))), page: query.page, limit: query.limit, total };
  }
  const members = await listMembers(deps, access, options);
  const lastAccess = await lastAccessOf(
    deps.db,
    members.items.map((member) => member.userId),
  );
  const items = members.items.map((member) =>
    toItem({ ...member, joinedAt: new Date(member.joinedAt), removedAt: null }, lastAccess.get(member.userId)),
  );
  return { ...members, items };
}

/** A user's profile in the company, active or removed; anyone else is not found. */
export async function getCompanyUser(deps: Deps, access: WorkspaceAccess, userId: string): Promise<CompanyUserDetails> {
  const row = (await findActiveUser(deps.db, access.workspace.id, userId)) ?? (await findRemovedUser(deps.db, access.workspace.id, userId));
  if (!row) throw new AppError('company_users.not_found');
  return toDetails(deps, row);
}

async function activeTarget(deps: Deps, access: WorkspaceAccess, userId: string): Promise<CompanyUserRow> {
  const row = await findActiveUser(deps.db, access.workspace.id, userId);
  if (!row) throw new AppError('company_users.not_found');
  return row;
}

/**
 * Changes a user's type through the members rules (the company keeps an administrator) and, when given, their role in
 * the recruitment module. A change signs that user out at once, so every device of theirs reloads what they may do
 * now. The owner's type stays.
 */
export async function changeCompanyUserType(
  deps: Deps,
  access: WorkspaceAccess,
  userId: string,
  change: { type: string; recruitmentRole?: string | null },
) {
  const target = await activeTarget(deps, access, userId);
  if (!givenByInvite(target.role)) throw new AppError('company_users.owner_type_locked');
  await changeMemberRole(deps, access, userId, change.type);
  const { recruitmentRole } = change;
  if (recruitmentRole !== undefined && recruitmentRole !== target.recruitmentRole) {
    await deps.db.transaction(async (tx) => {
      if (!(await setRecruitmentRole(tx, access.workspace.id, userId, recruitmentRole))) throw new AppError('company_users.not_found');
      await endSessionsOf(tx, userId, deps.clock.now());
    });
  }
  return getCompanyUser(deps, access, userId);
}

/** Removes a user at once (their next request to the company is refused), keeping what reactivation restores. */
export async function removeCompanyUser(deps: Deps, access: WorkspaceAccess, removedBy: string, userId: string) {
  const target = await activeTarget(deps, access, userId);
  if (!givenByInvite(target.role)) throw new AppError('company_users.owner_not_removable');
  await removeMember(deps, access, userId, async (tx, member) => {
    // the role may have changed since the first read: the rule holds under the workspace lock too
    if (!givenByInvite(member.role)) throw new AppError('company_users.owner_not_removable');
    await keepRemovedMembership(tx, access.workspace.id, userId, deps.clock.now(), removedBy);
  });
  return getCompanyUser(deps, access, userId);
}

/** Gives a removed user their access back with the type they had. */
export async function reactivateCompanyUser(deps: Deps, access: WorkspaceAccess, userId: string) {
  await deps.db.transaction(async (tx) => {
    if (await findActiveUser(tx, access.workspace.id, userId)) throw new AppError('company_users.already_active');
    const removed = await takeRemovedMembership(tx, access.workspace.id, userId);
    if (!removed) throw new AppError('company_users.not_found');
    const { role, userRole, recruitmentRole, joinedAt } = removed;
    const restored = await insertMembership(tx, { workspaceId: access.workspace.id, userId, role, userRole, recruitmentRole, joinedAt });
    if (!restored) throw new AppError('company_users.not_found');
  });
  return getCompanyUser(deps, access, userId);
}

export function inviteCompanyUsers(deps: Deps, access: WorkspaceAccess, inviter: Inviter, body: { emails: string[]; type: string }) {
  return createInvites(
    deps,
    access,
    inviter,
    body.emails.map((email) => ({ email, role: body.type })),
  );
}

export function listCompanyUserInvites(
  deps: Deps,
  access: WorkspaceAccess,
  query: { filter: 'all' | 'pending' | 'expired' | 'completed'; page: number; limit: number },
) {
  return listInvites(deps, access, query);
}

/** Sends the open invite of an e-mail again; the 24-hour wait between resends applies. */
export async function resendCompanyUserInvite(deps: Deps, access: WorkspaceAccess, inviter: Inviter, email: string) {
  const invite = await findOpenInvite(deps.db, access.workspace.id, email);
  if (!invite) throw new AppError('invite.invalid');
  return resendInvite(deps, access, invite, inviter);
}

export async function cancelCompanyUserInvite(deps: Deps, access: WorkspaceAccess, email: string) {
  const now = deps.clock.now();
  const canceled = await cancelPendingInvite(deps.db, access.workspace.id, email, now);
  if (!canceled) throw new AppError('invite.invalid');
  return toInviteItem(canceled, now);
}

export async function getCompanyInvite(deps: Deps, access: WorkspaceAccess, id: string) {
  const invite = UUID_PATTERN.test(id) ? await findCompanyInvite(deps.db, access.workspace.id, id) : null;
  if (!invite) throw new AppError('invite.invalid');
  return toInviteItem(invite, deps.clock.now());
}

/** The signed-in invitee accepts; someone removed earlier comes back through the invite, no longer listed as removed. */
export async function acceptCompanyInvite(deps: Deps, session: Session, inviteId: string) {
  const accepted = await completeInvite(deps, session, inviteId);
  await forgetRemoval(deps.db, accepted.workspace.id, session.user.id);
  return accepted;
}

import { type Action, check, companyUserRoleOf, toCompanyUserRole, toWorkspaceRole, type WorkspaceMember } from '@trilha/contract';
import { endSessionsOf } from '../../platform/auth/sessions.ts';
import type { Tx } from '../../platform/db/connect.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { spendLookupAllowance } from '../../platform/http/lookup-limits.ts';
import type { WorkspaceAccess } from '../../platform/http/workspace-access.ts';
import {
  countAdministrators,
  deleteMembership,
  findMember,
  listMemberRows,
  type MemberRow,
  suggestMembers,
  updateMemberRole,
} from './members.data.ts';
import { lockWorkspace } from './workspace-guards.ts';

export const toMember = (row: MemberRow): WorkspaceMember => ({
  userId: row.userId,
  name: row.name,
  lastName: row.lastName,
  email: row.email,
  role: row.role as WorkspaceMember['role'],
  userRole: toCompanyUserRole(row.userRole),
  imageUrl: null,
  joinedAt: row.joinedAt.toISOString(),
});

/**
 * Loads the target member under the workspace lock (so concurrent changes cannot both pass the
 * last-administrator rule) and asks the permission model whether `action` may take them to `newRole`.
 */
async function targetMember(tx: Tx, access: WorkspaceAccess, userId: string, action: Action, newRole?: string) {
  await lockWorkspace(tx, access.workspace.id);
  const member = await findMember(tx, access.workspace.id, userId);
  const role = toWorkspaceRole(member?.role);
  if (!member || !role) throw new AppError('member.not_found');
  const administrators = await countAdministrators(tx, access.workspace.id);
  const denial = check(access.actor, action, {
    kind: 'member',
    userId,
    role,
    newRole: toWorkspaceRole(newRole) ?? undefined,
    administrators,
  });
  if (denial) throw new AppError(denial);
  return member;
}

/**
 * Takes a member out of the workspace, unless they are its last administrator. `beforeDelete` runs in the same
 * transaction once the rules passed (the admin center keeps the removed membership for reactivation).
 */
async function removeTarget(
  deps: Deps,
  access: WorkspaceAccess,
  userId: string,
  action: Action,
  beforeDelete?: (tx: Tx, target: MemberRow) => Promise<void>,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const target = await targetMember(tx, access, userId, action);
    await beforeDelete?.(tx, target);
    await deleteMembership(tx, access.workspace.id, target.userId);
  });
}

export async function listMembers(
  deps: Deps,
  access: WorkspaceAccess,
  options: { page: number; limit: number; search?: string; role?: string },
) {
  const { rows, total } = await listMemberRows(deps.db, access.workspace.id, options);
  return { items: rows.map(toMember), page: options.page, limit: options.limit, total };
}

export async function listMemberSuggestions(deps: Deps, access: WorkspaceAccess, callerId: string, text: string) {
  await spendLookupAllowance(deps, 'member-suggestions', callerId);
  return { items: await suggestMembers(deps.db, access.workspace.id, callerId, text) };
}

export async function changeMemberRole(deps: Deps, access: WorkspaceAccess, userId: string, role: string) {
  const member = await deps.db.transaction(async (tx) => {
    const target = await targetMember(tx, access, userId, 'members.manage', role);
    // the company user role follows the workspace role, so a demoted administrator loses the admin center too
    const userRole = companyUserRoleOf(role);
    await updateMemberRole(tx, access.workspace.id, target.userId, role, userRole);
    // a role change signs that user out, so every device reloads what the new role may do
    if (target.role !== role) await endSessionsOf(tx, target.userId, deps.clock.now());
    return { ...target, role, userRole };
  });
  return { member: toMember(member) };
}

/** The caller leaves a company; the pipeline already refused a personal workspace and non-members. */
export async function leaveWorkspace(deps: Deps, access: WorkspaceAccess, userId: string) {
  await removeTarget(deps, access, userId, 'workspace.leave');
  return { left: true as const };
}

export async function removeMember(
  deps: Deps,
  access: WorkspaceAccess,
  userId: string,
  beforeDelete?: (tx: Tx, target: MemberRow) => Promise<void>,
) {
  await removeTarget(deps, access, userId, 'members.manage', beforeDelete);
  return { removed: true as const };
}

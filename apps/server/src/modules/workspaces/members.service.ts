import type { WorkspaceMember } from '@trilha/contract';
import type { Tx } from '../../platform/db/connect.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { WorkspaceAccess } from '../../platform/http/workspace-access.ts';
import { countAdministrators, deleteMembership, findMember, listMemberRows, type MemberRow, suggestMembers, updateMemberRole } from './members.data.ts';
import { assertVisible, lockWorkspace } from './workspace-guards.ts';
import { isAdministratorRole } from './workspace-summaries.ts';

export const toMember = (row: MemberRow): WorkspaceMember => ({
  userId: row.userId,
  name: row.name,
  lastName: row.lastName,
  email: row.email,
  role: row.role as WorkspaceMember['role'],
  userRole: row.userRole === 'admin' ? 'admin' : 'user',
  imageUrl: null,
  joinedAt: row.joinedAt.toISOString(),
});

/** Loads the target member under the workspace lock; only an owner may change or remove an owner. */
async function targetMember(tx: Tx, access: WorkspaceAccess, userId: string) {
  await lockWorkspace(tx, access.workspace.id);
  const member = await findMember(tx, access.workspace.id, userId);
  if (!member) throw new AppError('member.not_found');
  if (member.role === 'owner' && access.actor.role !== 'owner') throw new AppError('permission.denied');
  return member;
}

/** A workspace cannot be left without an administrator (spec section 4). */
async function keepAnAdministrator(tx: Tx, workspaceId: string, role: string) {
  if (isAdministratorRole(role) && (await countAdministrators(tx, workspaceId)) <= 1) throw new AppError('workspace.last_administrator');
}

/** Takes a member out of the workspace, unless they are its last administrator. */
async function removeTarget(deps: Deps, access: WorkspaceAccess, userId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const target = await targetMember(tx, access, userId);
    await keepAnAdministrator(tx, access.workspace.id, target.role);
    await deleteMembership(tx, access.workspace.id, target.userId);
  });
}

export async function listMembers(deps: Deps, access: WorkspaceAccess, options: { page: number; limit: number; search?: string; role?: string }) {
  await assertVisible(deps, access);
  const { rows, total } = await listMemberRows(deps.db, access.workspace.id, options);
  return { items: rows.map(toMember), page: options.page, limit: options.limit, total };
}

export async function listMemberSuggestions(deps: Deps, access: WorkspaceAccess, callerId: string, text: string) {
  await assertVisible(deps, access);
  return { items: await suggestMembers(deps.db, access.workspace.id, callerId, text) };
}

export async function changeMemberRole(deps: Deps, access: WorkspaceAccess, userId: string, role: string) {
  await assertVisible(deps, access);
  const member = await deps.db.transaction(async (tx) => {
    const target = await targetMember(tx, access, userId);
    if (!isAdministratorRole(role)) await keepAnAdministrator(tx, access.workspace.id, target.role);
    // the company user role follows the workspace role, so a demoted administrator loses the admin center too
    const userRole = isAdministratorRole(role) ? 'admin' : 'user';
    await updateMemberRole(tx, access.workspace.id, target.userId, role, userRole);
    return { ...target, role, userRole };
  });
  return { member: toMember(member) };
}

/** The caller leaves a company; a personal workspace cannot be left. */
export async function leaveWorkspace(deps: Deps, access: WorkspaceAccess, userId: string) {
  await assertVisible(deps, access);
  if (access.workspace.type === 'individual' || !access.isMember) throw new AppError('permission.denied');
  await removeTarget(deps, access, userId);
  return { left: true as const };
}

export async function removeMember(deps: Deps, access: WorkspaceAccess, userId: string) {
  await assertVisible(deps, access);
  await removeTarget(deps, access, userId);
  return { removed: true as const };
}

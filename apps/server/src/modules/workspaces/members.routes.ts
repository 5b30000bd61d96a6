import { workspacesApi } from '@trilha/contract';
import { and, eq } from 'drizzle-orm';
import { workspaceMembers } from '../../db/schema/index.ts';
import type { Tx } from '../../platform/db/connect.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { route } from '../../platform/http/context.ts';
import type { WorkspaceAccess } from '../../platform/http/workspace-access.ts';
import { findMember, listMembers, suggestMembers, toMember } from './members.service.ts';
import { assertVisible, countAdministrators, lockWorkspace } from './workspace-guards.ts';
import { isAdministratorRole } from './workspace-summaries.ts';

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

const removeMembership = (tx: Tx, workspaceId: string, userId: string) =>
  tx.delete(workspaceMembers).where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));

export const memberRoutes = [
  route(workspacesApi.listMembers, async ({ deps, access, query }) => {
    await assertVisible(deps, access);
    return listMembers(deps.db, access.workspace.id, query);
  }),

  route(workspacesApi.memberSuggestions, async ({ deps, access, session, query }) => {
    await assertVisible(deps, access);
    return { items: await suggestMembers(deps.db, access.workspace.id, session.user.id, query.query) };
  }),

  route(workspacesApi.changeMemberRole, async ({ deps, access, params, body }) => {
    await assertVisible(deps, access);
    const member = await deps.db.transaction(async (tx) => {
      const target = await targetMember(tx, access, params.userId);
      if (!isAdministratorRole(body.role)) await keepAnAdministrator(tx, access.workspace.id, target.role);
      // the company user role follows the workspace role, so a demoted administrator loses the admin center too
      const userRole = isAdministratorRole(body.role) ? 'admin' : 'user';
      await tx
        .update(workspaceMembers)
        .set({ role: body.role, userRole })
        .where(and(eq(workspaceMembers.workspaceId, access.workspace.id), eq(workspaceMembers.userId, target.userId)));
      return { ...target, role: body.role, userRole };
    });
    return { member: toMember(member) };
  }),

  route(workspacesApi.leaveWorkspace, async ({ deps, access, session }) => {
    await assertVisible(deps, access);
    if (access.workspace.type === 'individual' || !access.isMember) throw new AppError('permission.denied');
    await deps.db.transaction(async (tx) => {
      const me = await targetMember(tx, access, session.user.id);
      await keepAnAdministrator(tx, access.workspace.id, me.role);
      await removeMembership(tx, access.workspace.id, me.userId);
    });
    return { left: true as const };
  }),

  route(workspacesApi.removeMember, async ({ deps, access, params }) => {
    await assertVisible(deps, access);
    await deps.db.transaction(async (tx) => {
      const target = await targetMember(tx, access, params.userId);
      await keepAnAdministrator(tx, access.workspace.id, target.role);
      await removeMembership(tx, access.workspace.id, target.userId);
    });
    return { removed: true as const };
  }),
];

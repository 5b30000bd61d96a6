import type { Actor, WorkspaceSummary } from '@trilha/contract';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { workspaceDeletionRequests, workspaceMembers, workspaces } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { WorkspaceAccess, WorkspaceRow } from '../../platform/http/workspace-access.ts';
import { summaryFor, toWorkspaceSummary } from './workspace-summaries.ts';

export type DeletionRequestRow = typeof workspaceDeletionRequests.$inferSelect;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isAdministrator = (actor: Actor) => actor.role === 'owner' || actor.role === 'administrator' || actor.userRole === 'admin';

export async function pendingDeletion(q: Queryable, workspaceId: string): Promise<DeletionRequestRow | null> {
  const [row] = await q
    .select()
    .from(workspaceDeletionRequests)
    .where(and(eq(workspaceDeletionRequests.workspaceId, workspaceId), eq(workspaceDeletionRequests.status, 'PENDING')))
    .orderBy(desc(workspaceDeletionRequests.requestedAt))
    .limit(1);
  return row ?? null;
}

/** A workspace pending deletion is hidden (404) from everyone but its administrators, who may reactivate it. */
export async function assertVisible(deps: Deps, access: WorkspaceAccess): Promise<void> {
  if (isAdministrator(access.actor)) return;
  if (await pendingDeletion(deps.db, access.workspace.id)) throw new AppError('workspace.not_found');
}

/** Takes the workspace row lock so concurrent role changes cannot both pass the last-administrator check. */
export async function lockWorkspace(q: Queryable, workspaceId: string): Promise<WorkspaceRow> {
  const [row] = await q.select().from(workspaces).where(eq(workspaces.id, workspaceId)).for('update');
  if (!row) throw new AppError('workspace.not_found');
  return row;
}

export async function countAdministrators(q: Queryable, workspaceId: string): Promise<number> {
  const [row] = await q
    .select({ count: sql<number>`count(*)::int` })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        or(eq(workspaceMembers.role, 'owner'), eq(workspaceMembers.role, 'administrator')),
      ),
    );
  return row?.count ?? 0;
}

/**
 * The workspace as the caller sees it. A support user is not a member: they get a read-only
 * view (role member, userRole user); the web knows them by the session's isSupport.
 */
export async function callerSummary(q: Queryable, access: WorkspaceAccess, userId: string): Promise<WorkspaceSummary> {
  const [workspace] = await q.select().from(workspaces).where(eq(workspaces.id, access.workspace.id));
  if (!workspace) throw new AppError('workspace.not_found');
  const summary = await summaryFor(q, workspace, userId);
  if (summary) return summary;
  const request = await pendingDeletion(q, workspace.id);
  return toWorkspaceSummary(workspace, { role: 'member', userRole: 'user', tosAcceptedAt: null }, request);
}

import type { Actor, WorkspaceSummary } from '@trilha/contract';
import type { Queryable } from '../../platform/db/connect.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { WorkspaceAccess, WorkspaceRow } from '../../platform/http/workspace-access.ts';
import { summaryFor, toWorkspaceSummary } from './workspace-summaries.ts';
import { findPendingDeletion, findWorkspaceById, lockWorkspaceRow } from './workspaces.data.ts';

export { UUID_PATTERN as UUID } from '../../platform/db/errors.ts';

export const isAdministrator = (actor: Actor) => actor.role === 'owner' || actor.role === 'administrator' || actor.userRole === 'admin';

/** A workspace pending deletion is hidden (404) from everyone but its administrators, who may reactivate it. */
export async function assertVisible(deps: Deps, access: WorkspaceAccess): Promise<void> {
  if (isAdministrator(access.actor)) return;
  if (await findPendingDeletion(deps.db, access.workspace.id)) throw new AppError('workspace.not_found');
}

/** Takes the workspace row lock so concurrent role changes cannot both pass the last-administrator check. */
export async function lockWorkspace(q: Queryable, workspaceId: string): Promise<WorkspaceRow> {
  const row = await lockWorkspaceRow(q, workspaceId);
  if (!row) throw new AppError('workspace.not_found');
  return row;
}

/**
 * The workspace as the caller sees it. A support user is not a member: they get a read-only
 * view (role member, userRole user); the web knows them by the session's isSupport.
 */
export async function callerSummary(q: Queryable, access: WorkspaceAccess, userId: string): Promise<WorkspaceSummary> {
  const workspace = await findWorkspaceById(q, access.workspace.id);
  if (!workspace) throw new AppError('workspace.not_found');
  const summary = await summaryFor(q, workspace, userId);
  if (summary) return summary;
  const request = await findPendingDeletion(q, workspace.id);
  return toWorkspaceSummary(workspace, { role: 'member', userRole: 'user', tosAcceptedAt: null }, request);
}

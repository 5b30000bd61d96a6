import { DAY } from '../../platform/clock.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { WorkspaceAccess } from '../../platform/http/workspace-access.ts';
import { callerSummary, lockWorkspace } from './workspace-guards.ts';
import { cancelDeletionRequest, deleteWorkspacesPendingSince, findPendingDeletion, insertDeletionRequest } from './workspaces.data.ts';

/** A deleted workspace can be reactivated for 30 days, then it is removed. */
const REACTIVATION_WINDOW_MS = 30 * DAY;

/** Removes the workspaces whose deletion request is PENDING for 30 days or more; safe to run in several processes. */
export async function purgeExpiredWorkspaces(deps: Deps): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - REACTIVATION_WINDOW_MS);
  // one statement: two runs at once delete each workspace once; members, invites and requests cascade
  const removed = await deleteWorkspacesPendingSince(deps.db, cutoff);
  for (const { id } of removed) await deps.storage.removePrefix(`workspaces/${id}`).catch(() => undefined);
  if (removed.length > 0) deps.log.info({ count: removed.length }, 'expired workspaces purged');
  return removed.length;
}

/** Asks for a company's deletion; asking again returns the request already pending. */
export async function requestDeletion(deps: Deps, access: WorkspaceAccess, userId: string) {
  // the pipeline refused a personal workspace: it goes away with its account, never on its own
  const request = await deps.db.transaction(async (tx) => {
    await lockWorkspace(tx, access.workspace.id);
    const existing = await findPendingDeletion(tx, access.workspace.id);
    if (existing) return existing;
    return insertDeletionRequest(tx, access.workspace.id, userId, deps.clock.now());
  });
  if (!request) throw new AppError('internal');
  return { deletionRequest: { status: 'PENDING' as const, requestedAt: request.requestedAt.toISOString() } };
}

/** Cancels a pending deletion within the 30 days; the pipeline let only those who may reactivate through. */
export async function reactivateWorkspace(deps: Deps, access: WorkspaceAccess) {
  const canceled = await deps.db.transaction(async (tx) => {
    await lockWorkspace(tx, access.workspace.id);
    const request = await findPendingDeletion(tx, access.workspace.id);
    if (!request) throw new AppError('workspace.not_deleted');
    const now = deps.clock.now();
    if (now.getTime() - request.requestedAt.getTime() >= REACTIVATION_WINDOW_MS) throw new AppError('workspace.reactivation_expired');
    return cancelDeletionRequest(tx, access.workspace.id, request.id, now);
  });
  return { workspace: callerSummary(access, { deletionRequest: canceled }) };
}

import { workspacesApi } from '@trilha/contract';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { workspaceDeletionRequests, workspaces } from '../../db/schema/index.ts';
import { DAY, HOUR } from '../../platform/clock.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { route } from '../../platform/http/context.ts';
import { registerJob } from '../../platform/jobs.ts';
import { localStorage } from '../../platform/storage/local-storage.ts';
import { assertVisible, callerSummary, isAdministrator, lockWorkspace, pendingDeletion } from './workspace-guards.ts';

/** Spec section 9: a deleted workspace can be reactivated for 30 days, then it is removed. */
export const REACTIVATION_WINDOW_MS = 30 * DAY;

/** Removes the workspaces whose deletion request is PENDING for 30 days or more; safe to run in several processes. */
export async function purgeExpiredWorkspaces(deps: Deps): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - REACTIVATION_WINDOW_MS);
  const expired = deps.db
    .select({ id: workspaceDeletionRequests.workspaceId })
    .from(workspaceDeletionRequests)
    .where(and(eq(workspaceDeletionRequests.status, 'PENDING'), lte(workspaceDeletionRequests.requestedAt, cutoff)));
  // one statement: two runs at once delete each workspace once; members, invites and requests cascade
  const removed = await deps.db.delete(workspaces).where(inArray(workspaces.id, expired)).returning({ id: workspaces.id });
  const storage = localStorage(deps.config.storageDir);
  for (const { id } of removed) await storage.removePrefix(`workspaces/${id}`).catch(() => undefined);
  if (removed.length > 0) deps.log.info({ count: removed.length }, 'expired workspaces purged');
  return removed.length;
}

registerJob(HOUR, purgeExpiredWorkspaces);

export const deletionRoutes = [
  route(workspacesApi.deleteWorkspace, async ({ deps, session, access }) => {
    // a personal workspace goes away with its account, never on its own
    if (access.workspace.type === 'individual') throw new AppError('permission.denied');
    const request = await deps.db.transaction(async (tx) => {
      await lockWorkspace(tx, access.workspace.id);
      const existing = await pendingDeletion(tx, access.workspace.id);
      if (existing) return existing;
      const [created] = await tx
        .insert(workspaceDeletionRequests)
        .values({ workspaceId: access.workspace.id, requestedBy: session.user.id, status: 'PENDING', requestedAt: deps.clock.now() })
        .returning();
      return created;
    });
    if (!request) throw new AppError('internal');
    return { deletionRequest: { status: 'PENDING' as const, requestedAt: request.requestedAt.toISOString() } };
  }),

  route(workspacesApi.reactivateWorkspace, async ({ deps, session, access }) => {
    await assertVisible(deps, access);
    if (!isAdministrator(access.actor)) throw new AppError('permission.denied');
    await deps.db.transaction(async (tx) => {
      await lockWorkspace(tx, access.workspace.id);
      const request = await pendingDeletion(tx, access.workspace.id);
      if (!request) throw new AppError('workspace.not_deleted');
      const now = deps.clock.now();
      if (now.getTime() - request.requestedAt.getTime() >= REACTIVATION_WINDOW_MS) throw new AppError('workspace.reactivation_expired');
      await tx
        .update(workspaceDeletionRequests)
        .set({ status: 'CANCELED', resolvedAt: now })
        .where(and(eq(workspaceDeletionRequests.id, request.id), sql`${workspaceDeletionRequests.status} = 'PENDING'`));
    });
    return { workspace: await callerSummary(deps.db, access, session.user.id) };
  }),
];

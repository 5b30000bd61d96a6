import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { workspaceDeletionRequests, workspaces } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';
import type { WorkspaceRow } from '../../platform/http/workspace-access.ts';

export type DeletionRequestRow = typeof workspaceDeletionRequests.$inferSelect;
type WorkspaceChanges = Partial<Pick<WorkspaceRow, 'name' | 'isCompleted' | 'imageUrl' | 'coverImageUrl' | 'customStyle' | 'languages' | 'language' | 'allowSupport'>>;

export const noPendingDeletion = sql`not exists (select 1 from ${workspaceDeletionRequests} where ${workspaceDeletionRequests.workspaceId} = ${workspaces.id} and ${workspaceDeletionRequests.status} = 'PENDING')`;

export async function findWorkspaceById(q: Queryable, workspaceId: string): Promise<WorkspaceRow | null> {
  const [row] = await q.select().from(workspaces).where(eq(workspaces.id, workspaceId));
  return row ?? null;
}

/** The workspace row under a row lock, for checks that must not race (the last administrator, one deletion request). */
export async function lockWorkspaceRow(q: Queryable, workspaceId: string): Promise<WorkspaceRow | null> {
  const [row] = await q.select().from(workspaces).where(eq(workspaces.id, workspaceId)).for('update');
  return row ?? null;
}

export async function updateWorkspaceRow(q: Queryable, workspaceId: string, changes: WorkspaceChanges): Promise<void> {
  await q.update(workspaces).set(changes).where(eq(workspaces.id, workspaceId));
}

/** Adds one to the hit counter of a workspace that is not pending deletion; null when there is none. */
export async function incrementWorkspaceHits(q: Queryable, workspaceId: string): Promise<{ hits: number } | null> {
  const [row] = await q
    .update(workspaces)
    .set({ hits: sql`${workspaces.hits} + 1` })
    .where(and(eq(workspaces.id, workspaceId), noPendingDeletion))
    .returning({ hits: workspaces.hits });
  return row ?? null;
}

/** The latest deletion request of a workspace, of any status unless `status` is given. */
export async function findLatestDeletionRequest(q: Queryable, workspaceId: string, status?: 'PENDING'): Promise<DeletionRequestRow | null> {
  const [row] = await q
    .select()
    .from(workspaceDeletionRequests)
    .where(and(eq(workspaceDeletionRequests.workspaceId, workspaceId), status ? eq(workspaceDeletionRequests.status, status) : undefined))
    .orderBy(desc(workspaceDeletionRequests.requestedAt))
    .limit(1);
  return row ?? null;
}

export const findPendingDeletion = (q: Queryable, workspaceId: string) => findLatestDeletionRequest(q, workspaceId, 'PENDING');

/** The deletion requests of several workspaces, newest first. */
export function listDeletionRequests(q: Queryable, workspaceIds: string[]): Promise<DeletionRequestRow[]> {
  return q
    .select()
    .from(workspaceDeletionRequests)
    .where(and(inArray(workspaceDeletionRequests.workspaceId, workspaceIds)))
    .orderBy(desc(workspaceDeletionRequests.requestedAt));
}

export async function insertDeletionRequest(q: Queryable, workspaceId: string, requestedBy: string, now: Date): Promise<DeletionRequestRow | undefined> {
  const [created] = await q
    .insert(workspaceDeletionRequests)
    .values({ workspaceId, requestedBy, status: 'PENDING', requestedAt: now })
    .returning();
  return created;
}

export async function cancelDeletionRequest(q: Queryable, workspaceId: string, requestId: string, now: Date): Promise<void> {
  await q
    .update(workspaceDeletionRequests)
    .set({ status: 'CANCELED', resolvedAt: now })
    .where(
      and(
        eq(workspaceDeletionRequests.workspaceId, workspaceId),
        eq(workspaceDeletionRequests.id, requestId),
        sql`${workspaceDeletionRequests.status} = 'PENDING'`,
      ),
    );
}

/** Deletes, in one statement, the workspaces whose deletion request is PENDING since `cutoff` or earlier; returns their ids. */
export function deleteWorkspacesPendingSince(q: Queryable, cutoff: Date): Promise<{ id: string }[]> {
  const expired = q
    .select({ id: workspaceDeletionRequests.workspaceId })
    .from(workspaceDeletionRequests)
    .where(and(eq(workspaceDeletionRequests.status, 'PENDING'), lte(workspaceDeletionRequests.requestedAt, cutoff)));
  return q.delete(workspaces).where(inArray(workspaces.id, expired)).returning({ id: workspaces.id });
}

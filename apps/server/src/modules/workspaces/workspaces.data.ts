import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DeletionRequestRow, MembershipRow, WorkspaceRow } from '../../db/schema/index.ts';
import { workspaceDeletionRequests, workspaceMembers, workspaces } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';
import { UUID_PATTERN } from '../../platform/db/errors.ts';
import { fromJsonRow, jsonRow, selectColumns } from '../../platform/db/json-rows.ts';
import { statement } from '../../platform/db/statements.ts';

/** The rows of the workspace tables, as the module's other files see them (only *.data.ts files import db/schema). */
export type { DeletionRequestRow, MembershipRow, WorkspaceRow };

type WorkspaceChanges = Partial<
  Pick<WorkspaceRow, 'name' | 'isCompleted' | 'imageUrl' | 'coverImageUrl' | 'customStyle' | 'languages' | 'language' | 'allowSupport'>
>;

export const noPendingDeletion = sql`not exists (select 1 from ${workspaceDeletionRequests} where ${workspaceDeletionRequests.workspaceId} = ${workspaces.id} and ${workspaceDeletionRequests.status} = 'PENDING')`;

/**
 * Every workspace-scoped request resolves its workspace here (the pipeline's authorizeWorkspace), so it is a named
 * statement: the workspace by id ($1, null when the key is no UUID) or subdomain ($2), the membership of $3 (none
 * when null) and the latest deletion request, nested as JSON, in one round trip.
 */
const workspaceForCaller = statement<
  [id: string | null, subdomain: string, userId: string | null],
  WorkspaceRow & { member: Record<string, unknown> | null; deletionRequest: Record<string, unknown> | null }
>(
  'workspaces.for_caller',
  `select ${selectColumns(workspaces, 'w')},
     (select ${jsonRow(workspaceMembers, 'm')} from workspace_members m where m.workspace_id = w.id and m.user_id = $3) as member,
     (select ${jsonRow(workspaceDeletionRequests, 'r')} from workspace_deletion_requests r
      where r.workspace_id = w.id order by r.requested_at desc limit 1) as "deletionRequest"
   from workspaces w where w.id = $1 or w.subdomain = $2 limit 1`,
);

/** A workspace by id or subdomain, with the membership of `userId` (none when null) and its latest deletion request. */
export async function findWorkspaceForCaller(
  q: Queryable,
  idOrSubdomain: string,
  userId: string | null,
): Promise<{ workspace: WorkspaceRow; member: MembershipRow | null; deletionRequest: DeletionRequestRow | null } | null> {
  const key = idOrSubdomain.toLowerCase();
  const [row] = await workspaceForCaller.run(q, UUID_PATTERN.test(key) ? key : null, key, userId);
  if (!row) return null;
  const { member, deletionRequest, ...workspace } = row;
  return {
    workspace,
    member: member ? fromJsonRow(workspaceMembers, member) : null,
    deletionRequest: deletionRequest ? fromJsonRow(workspaceDeletionRequests, deletionRequest) : null,
  };
}

/**
 * The companies support staff may enter: business workspaces that allow support and are not being deleted,
 * by name. A support-only screen, read rarely: a bounded first page rather than a paginated list.
 */
export function listSupportableWorkspaces(q: Queryable, limit: number) {
  return q
    .select({ id: workspaces.id, name: workspaces.name, subdomain: workspaces.subdomain, imageUrl: workspaces.imageUrl })
    .from(workspaces)
    .where(and(eq(workspaces.type, 'business'), eq(workspaces.allowSupport, true), isNull(workspaces.archivedAt), noPendingDeletion))
    .orderBy(workspaces.name, workspaces.id)
    .limit(limit);
}

export async function findWorkspaceBySubdomain(q: Queryable, subdomain: string): Promise<WorkspaceRow | null> {
  const [row] = await q.select().from(workspaces).where(eq(workspaces.subdomain, subdomain.toLowerCase())).limit(1);
  return row ?? null;
}

/** The id of a workspace named by id or subdomain. */
export async function findWorkspaceId(q: Queryable, idOrSubdomain: string): Promise<string | null> {
  const byId = UUID_PATTERN.test(idOrSubdomain);
  const result = await q.execute<{ id: string }>(
    byId
      ? sql`select id from workspaces where id = ${idOrSubdomain}::uuid`
      : sql`select id from workspaces where subdomain = ${idOrSubdomain}`,
  );
  return result.rows[0]?.id ?? null;
}

export async function findWorkspaceById(q: Queryable, workspaceId: string): Promise<WorkspaceRow | null> {
  const [row] = await q.select().from(workspaces).where(eq(workspaces.id, workspaceId));
  return row ?? null;
}

/** The workspace row under a row lock, for checks that must not race (the last administrator, one deletion request). */
export async function lockWorkspaceRow(q: Queryable, workspaceId: string): Promise<WorkspaceRow | null> {
  const [row] = await q.select().from(workspaces).where(eq(workspaces.id, workspaceId)).for('update');
  return row ?? null;
}

/** Applies the changes and returns the workspace as it now is (null when it is gone). */
export async function updateWorkspaceRow(q: Queryable, workspaceId: string, changes: WorkspaceChanges): Promise<WorkspaceRow | null> {
  const [row] = await q.update(workspaces).set(changes).where(eq(workspaces.id, workspaceId)).returning();
  return row ?? null;
}

/** A company on test status becomes regular: run in the transaction of its first purchase. */
export async function markWorkspaceRegular(q: Queryable, workspaceId: string): Promise<void> {
  await q
    .update(workspaces)
    .set({ status: 'regular' })
    .where(and(eq(workspaces.id, workspaceId), eq(workspaces.status, 'test')));
}

/** Seeds and tests: the company's status, test or regular. */
export async function setWorkspaceStatus(q: Queryable, workspaceId: string, status: 'test' | 'regular'): Promise<void> {
  await q.update(workspaces).set({ status }).where(eq(workspaces.id, workspaceId));
}

/** Adds one to the hit counter of a workspace that is not pending deletion; null when there is none. */
export async function incrementWorkspaceHits(q: Queryable, workspaceId: string, by: 0 | 1 = 1): Promise<{ hits: number } | null> {
  const [row] = await q
    .update(workspaces)
    .set({ hits: sql`${workspaces.hits} + ${by}` })
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

export async function insertDeletionRequest(
  q: Queryable,
  workspaceId: string,
  requestedBy: string,
  now: Date,
): Promise<DeletionRequestRow | undefined> {
  const [created] = await q
    .insert(workspaceDeletionRequests)
    .values({ workspaceId, requestedBy, status: 'PENDING', requestedAt: now })
    .returning();
  return created;
}

/** Cancels a pending request and returns it as it now is (null when it was no longer pending). */
export async function cancelDeletionRequest(
  q: Queryable,
  workspaceId: string,
  requestId: string,
  now: Date,
): Promise<DeletionRequestRow | null> {
  const [row] = await q
    .update(workspaceDeletionRequests)
    .set({ status: 'CANCELED', resolvedAt: now })
    .where(
      and(
        eq(workspaceDeletionRequests.workspaceId, workspaceId),
        eq(workspaceDeletionRequests.id, requestId),
        sql`${workspaceDeletionRequests.status} = 'PENDING'`,
      ),
    )
    .returning();
  return row ?? null;
}

/** Deletes, in one statement, the workspaces whose deletion request is PENDING since `cutoff` or earlier; returns their ids. */
export function deleteWorkspacesPendingSince(q: Queryable, cutoff: Date): Promise<{ id: string }[]> {
  const expired = q
    .select({ id: workspaceDeletionRequests.workspaceId })
    .from(workspaceDeletionRequests)
    .where(and(eq(workspaceDeletionRequests.status, 'PENDING'), lte(workspaceDeletionRequests.requestedAt, cutoff)));
  return q.delete(workspaces).where(inArray(workspaces.id, expired)).returning({ id: workspaces.id });
}

/** Creates a workspace and returns its id. */
export async function insertWorkspace(q: Queryable, values: typeof workspaces.$inferInsert): Promise<string> {
  const [row] = await q.insert(workspaces).values(values).returning({ id: workspaces.id });
  if (!row) throw new Error('workspace insert returned nothing');
  return row.id;
}

/** Deletes the personal workspaces of the given users; their other memberships go by the cascades. */
export async function deletePersonalWorkspacesOf(q: Queryable, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  const theirs = q.select({ id: workspaceMembers.workspaceId }).from(workspaceMembers).where(inArray(workspaceMembers.userId, userIds));
  await q.delete(workspaces).where(and(eq(workspaces.type, 'individual'), inArray(workspaces.id, theirs)));
}

import type { WorkspaceSummary } from '@trilha/contract/workspaces/schemas';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { workspaceDeletionRequests, workspaceMembers, workspaces } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';

/** The workspaces a user belongs to, as the `companies` of the session payload. */
export async function listUserWorkspaces(q: Queryable, userId: string): Promise<WorkspaceSummary[]> {
  const rows = await q
    .select({ workspace: workspaces, member: workspaceMembers })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(workspaces.createdAt);
  if (rows.length === 0) return [];
  const requests = await q
    .select()
    .from(workspaceDeletionRequests)
    .where(and(inArray(workspaceDeletionRequests.workspaceId, rows.map((r) => r.workspace.id))))
    .orderBy(desc(workspaceDeletionRequests.requestedAt));
  return rows.flatMap(({ workspace, member }) => {
    const request = requests.find((r) => r.workspaceId === workspace.id) ?? null;
    // a workspace pending deletion stays visible only to its administrators, who may reactivate it
    if (request?.status === 'PENDING' && !isAdministratorRole(member.role)) return [];
    return [toWorkspaceSummary(workspace, member, request)];
  });
}

export const isAdministratorRole = (role: string | null | undefined) => role === 'owner' || role === 'administrator';

/** One workspace as a given member sees it, or null when the user is not a member. */
export async function summaryFor(q: Queryable, workspace: typeof workspaces.$inferSelect, userId: string): Promise<WorkspaceSummary | null> {
  const [member] = await q
    .select()
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspace.id), eq(workspaceMembers.userId, userId)))
    .limit(1);
  if (!member) return null;
  const [request] = await q
    .select()
    .from(workspaceDeletionRequests)
    .where(eq(workspaceDeletionRequests.workspaceId, workspace.id))
    .orderBy(desc(workspaceDeletionRequests.requestedAt))
    .limit(1);
  return toWorkspaceSummary(workspace, member, request ?? null);
}

export function toWorkspaceSummary(
  workspace: typeof workspaces.$inferSelect,
  member: Pick<typeof workspaceMembers.$inferSelect, 'role' | 'userRole' | 'tosAcceptedAt'>,
  request: typeof workspaceDeletionRequests.$inferSelect | null,
): WorkspaceSummary {
  return {
    id: workspace.id,
    name: workspace.name,
    type: workspace.type as WorkspaceSummary['type'],
    subdomain: workspace.subdomain,
    role: member.role as WorkspaceSummary['role'],
    userRole: member.userRole === 'admin' ? 'admin' : 'user',
    imageUrl: workspace.imageUrl,
    coverImageUrl: workspace.coverImageUrl,
    isCompleted: workspace.isCompleted,
    language: workspace.language,
    languages: workspace.languages,
    region: workspace.region,
    status: workspace.status,
    paymentExemption: workspace.paymentExemption,
    allowSupport: workspace.allowSupport,
    customStyle: workspace.customStyle ?? null,
    userTosAcceptedAt: member.tosAcceptedAt?.toISOString() ?? null,
    deletionRequest: request ? { status: request.status as 'PENDING', requestedAt: request.requestedAt.toISOString() } : null,
    archived: workspace.archivedAt !== null,
    homepageBannerLink: workspace.homepageBannerLink,
  };
}

import type { WorkspaceSummary } from '@trilha/contract/workspaces/schemas';
import type { Queryable } from '../../platform/db/connect.ts';
import type { WorkspaceRow } from '../../platform/http/workspace-access.ts';
import { findMembership, listMembershipsOfUser, type MembershipRow } from './members.data.ts';
import { type DeletionRequestRow, findLatestDeletionRequest, listDeletionRequests } from './workspaces.data.ts';

/** The workspaces a user belongs to, as the `companies` of the session payload. */
export async function listUserWorkspaces(q: Queryable, userId: string): Promise<WorkspaceSummary[]> {
  const rows = await listMembershipsOfUser(q, userId);
  if (rows.length === 0) return [];
  const requests = await listDeletionRequests(q, rows.map((r) => r.workspace.id));
  return rows.flatMap(({ workspace, member }) => {
    const request = requests.find((r) => r.workspaceId === workspace.id) ?? null;
    // a workspace pending deletion stays visible only to its administrators, who may reactivate it
    if (request?.status === 'PENDING' && !isAdministratorRole(member.role)) return [];
    return [toWorkspaceSummary(workspace, member, request)];
  });
}

export const isAdministratorRole = (role: string | null | undefined) => role === 'owner' || role === 'administrator';

/** One workspace as a given member sees it, or null when the user is not a member. */
export async function summaryFor(q: Queryable, workspace: WorkspaceRow, userId: string): Promise<WorkspaceSummary | null> {
  const member = await findMembership(q, workspace.id, userId);
  if (!member) return null;
  const request = await findLatestDeletionRequest(q, workspace.id);
  return toWorkspaceSummary(workspace, member, request);
}

/** What anyone may see of a workspace: the card of its public page and of an invite. */
export const toPublicWorkspace = (workspace: WorkspaceRow) => ({
  id: workspace.id,
  name: workspace.name,
  type: workspace.type as 'business',
  subdomain: workspace.subdomain,
  imageUrl: workspace.imageUrl,
  customStyle: workspace.customStyle ?? null,
});

export function toWorkspaceSummary(
  workspace: WorkspaceRow,
  member: Pick<MembershipRow, 'role' | 'userRole' | 'tosAcceptedAt'>,
  request: DeletionRequestRow | null,
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

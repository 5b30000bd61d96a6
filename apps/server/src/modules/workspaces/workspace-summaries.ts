import { can, RECRUITMENT_ROLES, toCompanyUserRole, type WorkspaceSummary } from '@trilha/contract';
import type { Queryable } from '../../platform/db/connect.ts';
import { actorOf, workspaceResource } from './actor.ts';
import { findMembership, listMembershipsOfUser } from './members.data.ts';
import {
  type DeletionRequestRow,
  findLatestDeletionRequest,
  findWorkspaceBySubdomain,
  listDeletionRequests,
  type MembershipRow,
  type WorkspaceRow,
} from './workspaces.data.ts';

/** The workspaces a user belongs to, as the `companies` of the session payload. */
export async function listUserWorkspaces(q: Queryable, userId: string): Promise<WorkspaceSummary[]> {
  const rows = await listMembershipsOfUser(q, userId);
  if (rows.length === 0) return [];
  const requests = await listDeletionRequests(
    q,
    rows.map((r) => r.workspace.id),
  );
  return visibleWorkspaces(
    userId,
    rows.map(({ workspace, member }) => ({ workspace, member, request: requests.find((r) => r.workspaceId === workspace.id) ?? null })),
  );
}

/** The summaries of a user's memberships that the user may see, each with its workspace's latest deletion request. */
export function visibleWorkspaces(
  userId: string,
  memberships: { workspace: WorkspaceRow; member: MembershipRow; request: DeletionRequestRow | null }[],
): WorkspaceSummary[] {
  return memberships.flatMap(({ workspace, member, request }) => {
    // a workspace pending deletion stays visible only to its administrators, who may reactivate it
    if (!can(actorOf({ id: userId }, workspace, member), 'workspace.view', workspaceResource(workspace, request))) return [];
    return [toWorkspaceSummary(workspace, member, request)];
  });
}

/**
 * Support staff see a company that allows support as its administrator would, without
 * being a member; null when the subdomain names no such company.
 */
export async function supportWorkspaceSummary(q: Queryable, subdomain: string): Promise<WorkspaceSummary | null> {
  const workspace = await findWorkspaceBySubdomain(q, subdomain);
  if (!workspace || !can(actorOf({ id: '', isSupport: true }, workspace, null), 'admin.access')) return null;
  return toWorkspaceSummary(workspace, SUPPORT_ADMIN_VIEW, null);
}

/** What support staff are shown as in a company they support: its administrator, read from the admin center. */
const SUPPORT_ADMIN_VIEW = { role: 'administrator', userRole: 'admin', tosAcceptedAt: null } as const;

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
  member: Pick<MembershipRow, 'role' | 'userRole' | 'tosAcceptedAt'> & Partial<Pick<MembershipRow, 'recruitmentRole'>>,
  request: DeletionRequestRow | null,
): WorkspaceSummary {
  return {
    id: workspace.id,
    name: workspace.name,
    type: workspace.type as WorkspaceSummary['type'],
    subdomain: workspace.subdomain,
    role: member.role as WorkspaceSummary['role'],
    userRole: toCompanyUserRole(member.userRole),
    recruitmentRole: RECRUITMENT_ROLES.find((role) => role === member.recruitmentRole) ?? null,
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
    ownerEmailConfirmed: workspace.ownerEmailConfirmed,
  };
}

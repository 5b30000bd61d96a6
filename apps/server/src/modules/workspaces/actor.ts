import { type Actor, RECRUITMENT_ROLES, toCompanyUserRole, toWorkspaceRole, type WorkspaceResource } from '@trilha/contract';
import type { DeletionRequestRow, MembershipRow, WorkspaceRow } from './workspaces.data.ts';

/**
 * The one place the server turns rows into the permission model's Actor: the caller, the workspace
 * (support mode exists only in companies) and the caller's membership there, if any.
 */
export function actorOf(
  user: { id: string; isSupport?: boolean } | null,
  workspace: Pick<WorkspaceRow, 'type' | 'allowSupport'>,
  member: (Pick<MembershipRow, 'role' | 'userRole'> & Partial<Pick<MembershipRow, 'recruitmentRole'>>) | null,
): Actor {
  return {
    ...(user && { userId: user.id }),
    role: toWorkspaceRole(member?.role),
    userRole: member ? toCompanyUserRole(member.userRole) : null,
    recruitmentRole: RECRUITMENT_ROLES.find((role) => role === member?.recruitmentRole) ?? null,
    isSupport: user?.isSupport ?? false,
    ...(workspace.type === 'business' && { supportAllowed: workspace.allowSupport }),
  };
}

/** The workspace as a resource of the permission model. */
export const workspaceResource = (
  workspace: Pick<WorkspaceRow, 'type'>,
  request: Pick<DeletionRequestRow, 'status'> | null,
): WorkspaceResource => ({
  kind: 'workspace',
  type: workspace.type,
  pendingDeletion: request?.status === 'PENDING',
});

import type { WorkspaceSummary } from '@trilha/contract';
import type { Queryable } from '../../platform/db/connect.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { WorkspaceAccess } from '../../platform/http/workspace-access.ts';
import { toWorkspaceSummary } from './workspace-summaries.ts';
import { lockWorkspaceRow, type WorkspaceRow } from './workspaces.data.ts';

export { UUID_PATTERN as UUID } from '../../platform/db/errors.ts';

/** Takes the workspace row lock so concurrent role changes cannot both pass the last-administrator check. */
export async function lockWorkspace(q: Queryable, workspaceId: string): Promise<WorkspaceRow> {
  const row = await lockWorkspaceRow(q, workspaceId);
  if (!row) throw new AppError('workspace.not_found');
  return row;
}

/** Support staff are not members: they get a read-only view; the web knows them by the session's isSupport. */
const SUPPORT_VIEW = { role: 'member', userRole: 'user', tosAcceptedAt: null } as const;

/**
 * The workspace as the caller sees it, from what the pipeline loaded; a service that changed the
 * workspace row or its deletion request passes the fresh row instead of loading it again.
 */
export function callerSummary(
  access: WorkspaceAccess,
  fresh: Partial<Pick<WorkspaceAccess, 'workspace' | 'deletionRequest'>> = {},
): WorkspaceSummary {
  const workspace = fresh.workspace ?? access.workspace;
  const request = fresh.deletionRequest !== undefined ? fresh.deletionRequest : access.deletionRequest;
  if (access.member) return toWorkspaceSummary(workspace, access.member, request);
  return toWorkspaceSummary(workspace, SUPPORT_VIEW, request?.status === 'PENDING' ? request : null);
}

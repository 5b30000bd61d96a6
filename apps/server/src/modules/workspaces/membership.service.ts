import { companyUserRoleOf } from '@trilha/contract';
import type { Queryable } from '../../platform/db/connect.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { insertMembership, setMemberTermsAccepted } from './members.data.ts';
import { deletePersonalWorkspacesOf, insertWorkspace } from './workspaces.data.ts';

/**
 * Creates a workspace owned by `ownerId` (a sign-up's personal workspace or company), in the caller's
 * transaction; the owner has accepted its terms by signing up. Returns the workspace id.
 */
export async function createOwnedWorkspace(
  q: Queryable,
  ownerId: string,
  values: {
    name: string;
    type: 'individual' | 'business';
    isCompleted: boolean;
    language: string;
    region: string;
    /** false: a company opened at sign-up, held until its owner confirms their address (owner-confirmation.ts) */
    ownerEmailConfirmed?: boolean;
  },
  now: Date,
): Promise<string> {
  const workspaceId = await insertWorkspace(q, { ...values, createdAt: now });
  // the company user role follows the role in companies; a personal workspace has no admin center
  const userRole = values.type === 'business' ? companyUserRoleOf('owner') : 'user';
  await insertMembership(q, { workspaceId, userId: ownerId, role: 'owner', userRole, tosAcceptedAt: now, joinedAt: now });
  return workspaceId;
}

/** Records that a member accepted a company's terms; 404 when the user is not a member. */
export async function acceptWorkspaceTerms(q: Queryable, workspaceId: string, userId: string, now: Date): Promise<void> {
  if (!(await setMemberTermsAccepted(q, workspaceId, userId, now))) throw new AppError('workspace.not_found');
}

/** Removes the personal workspaces of accounts being purged, in the purge's transaction. */
export const removePersonalWorkspaces = (q: Queryable, userIds: string[]) => deletePersonalWorkspacesOf(q, userIds);

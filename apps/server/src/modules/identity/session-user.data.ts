import type { DeletionRequestRow, MembershipRow, WorkspaceRow } from '../../db/schema/index.ts';
import { users, workspaceDeletionRequests, workspaceMembers, workspaces } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';
import { fromJsonRow, jsonRow, selectColumns } from '../../platform/db/json-rows.ts';
import { statement } from '../../platform/db/statements.ts';
import type { UserRow } from './users.data.ts';

export type SessionUserRow = Omit<UserRow, 'passwordHash'>;
export interface SessionMembership {
  workspace: WorkspaceRow;
  member: MembershipRow;
  /** the latest deletion request of the workspace, of any status */
  request: DeletionRequestRow | null;
}
export interface PendingSetting {
  id: string;
  kind: string;
  status: string;
}

/**
 * Everything the session payload needs (GET /v1/auth/data and friends) in one named statement: the user, the
 * settings still pending and every membership with its workspace and latest deletion request, nested as JSON.
 * With the session lookup that makes two round trips per request.
 */
const sessionUserStatement = statement<
  [userId: string],
  SessionUserRow & {
    avatarUrl: string | null;
    pendingInitialSettings: PendingSetting[];
    memberships: Record<'workspace' | 'member' | 'request', Record<string, unknown>>[];
  }
>(
  'identity.session_user',
  `select ${selectColumns(users, 'u', ['passwordHash'])},
     (select p.avatar->>'small' from profiles p where p.user_id = u.id) as "avatarUrl",
     coalesce((select json_agg(json_build_object('id', s.id, 'kind', s.kind, 'status', s.status) order by s.updated_at)
               from initial_settings s where s.user_id = u.id and s.status = 'pending'), '[]'::json) as "pendingInitialSettings",
     coalesce((select json_agg(json_build_object(
                 'workspace', ${jsonRow(workspaces, 'w')},
                 'member', ${jsonRow(workspaceMembers, 'm')},
                 'request', (select ${jsonRow(workspaceDeletionRequests, 'r')} from workspace_deletion_requests r
                             where r.workspace_id = w.id order by r.requested_at desc limit 1)
               ) order by w.created_at)
               from workspace_members m join workspaces w on w.id = m.workspace_id where m.user_id = u.id), '[]'::json) as memberships
   from users u where u.id = $1`,
);

export async function findSessionUser(
  q: Queryable,
  userId: string,
): Promise<{ user: SessionUserRow & { avatarUrl: string | null }; pending: PendingSetting[]; memberships: SessionMembership[] } | null> {
  const [row] = await sessionUserStatement.run(q, userId);
  if (!row) return null;
  const { pendingInitialSettings, memberships, ...user } = row;
  return {
    user,
    pending: pendingInitialSettings,
    memberships: memberships.map(({ workspace, member, request }) => ({
      workspace: fromJsonRow(workspaces, workspace),
      member: fromJsonRow(workspaceMembers, member),
      request: request ? fromJsonRow(workspaceDeletionRequests, request) : null,
    })),
  };
}

import { sql } from 'drizzle-orm';
import type { DataExportSection } from '../../platform/data-export.ts';

/** The user's memberships and the invites addressed to their e-mail. */
export const workspacesExportSections: DataExportSection[] = [
  {
    name: 'memberships',
    collect: async (q, user) =>
      (
        await q.execute(
          sql`select w.id as "workspaceId", w.name as workspace, w.type, m.role, m.user_role as "userRole", m.joined_at as "joinedAt",
              m.tos_accepted_at as "termsAcceptedAt"
              from workspace_members m join workspaces w on w.id = m.workspace_id where m.user_id = ${user.id} order by m.joined_at`,
        )
      ).rows,
  },
  {
    name: 'invitesReceived',
    collect: async (q, user) =>
      (
        await q.execute(
          sql`select w.name as workspace, i.role, i.status, i.created_at as "createdAt", i.responded_at as "respondedAt"
              from invites i join workspaces w on w.id = i.workspace_id where lower(i.email) = lower(${user.email}) order by i.created_at`,
        )
      ).rows,
  },
];

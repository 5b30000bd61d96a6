import { rolesWith } from '@trilha/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/connect.ts';
import { termsAccepted } from '../../platform/membership-sql.ts';

const MANAGERS = rolesWith('members.manage');

/** Pending, unexpired invites addressed to an e-mail, with the workspace's name (served by invites_pending_email). */
export async function pendingInvitesFor(q: Queryable, email: string, now: Date): Promise<{ workspace: string }[]> {
  const result = await q.execute<{ workspace: string }>(
    sql`select w.name as workspace from invites i join workspaces w on w.id = i.workspace_id
        where lower(i.email) = lower(${email}) and i.status = 'PENDING' and i.expires_at > ${now}
        order by i.created_at desc limit 10`,
  );
  return result.rows;
}

/** New members since a date in the workspaces the user manages (terms accepted): workspace name and how many joined. */
export async function newMembersFor(q: Queryable, userId: string, since: Date): Promise<{ workspace: string; count: number }[]> {
  const result = await q.execute<{ workspace: string; count: number }>(
    sql`select w.name as workspace, count(*)::int as count
        from workspace_members mine
        join workspaces w on w.id = mine.workspace_id
        join workspace_members joined on joined.workspace_id = mine.workspace_id and joined.joined_at > ${since} and joined.user_id <> ${userId}
        where mine.user_id = ${userId} and (mine.role in (${sql.join(
          MANAGERS.map((role) => sql`${role}`),
          sql`, `,
        )}) or mine.user_role = 'admin') and ${sql.raw(termsAccepted('mine'))}
        group by w.name order by w.name limit 10`,
  );
  return result.rows;
}

import { and, desc, eq, inArray, max, or, sql } from 'drizzle-orm';
import { companyRemovedUsers, invites, sessions, users, workspaceMembers } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';

type InviteRow = typeof invites.$inferSelect;
type RemovedMembershipRow = typeof companyRemovedUsers.$inferSelect;

/** A person of the company with what the admin center shows: the membership, or the kept row once removed. */
export interface CompanyUserRow {
  userId: string;
  name: string;
  lastName: string;
  email: string;
  role: string;
  recruitmentRole: string | null;
  joinedAt: Date;
  removedAt: Date | null;
}

const person = { userId: users.id, name: users.name, lastName: users.lastName, email: users.email };

/** Escapes LIKE wildcards so a search for "50%" means the text itself. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function findActiveUser(q: Queryable, workspaceId: string, userId: string): Promise<CompanyUserRow | null> {
  const [row] = await q
    .select({
      ...person,
      role: workspaceMembers.role,
      recruitmentRole: workspaceMembers.recruitmentRole,
      joinedAt: workspaceMembers.joinedAt,
      removedAt: sql<Date | null>`null`,
    })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return row ?? null;
}

const removedColumns = {
  ...person,
  role: companyRemovedUsers.role,
  recruitmentRole: companyRemovedUsers.recruitmentRole,
  joinedAt: companyRemovedUsers.joinedAt,
  removedAt: companyRemovedUsers.removedAt,
};

/** Someone removed from the company who has not come back (a new invite may have brought them back meanwhile). */
const stillRemoved = sql`not exists (select 1 from ${workspaceMembers} m
  where m.workspace_id = ${companyRemovedUsers.workspaceId} and m.user_id = ${companyRemovedUsers.userId})`;

export async function findRemovedUser(q: Queryable, workspaceId: string, userId: string): Promise<CompanyUserRow | null> {
  const [row] = await q
    .select(removedColumns)
    .from(companyRemovedUsers)
    .innerJoin(users, eq(users.id, companyRemovedUsers.userId))
    .where(and(eq(companyRemovedUsers.workspaceId, workspaceId), eq(companyRemovedUsers.userId, userId), stillRemoved));
  return row ?? null;
}

/**
 * One page of removed users, newest removal first (company_removed_users_list_idx), optionally narrowed by a piece of
 * name or e-mail, with the total of the same rows (removed users of one company: a short range of that index).
 */
export async function listRemovedUsers(
  q: Queryable,
  workspaceId: string,
  options: { page: number; limit: number; search?: string },
): Promise<{ rows: CompanyUserRow[]; total: number }> {
  const search = options.search?.trim();
  const pattern = search ? `%${likeText(search)}%` : null;
  const where = and(
    eq(companyRemovedUsers.workspaceId, workspaceId),
    stillRemoved,
    pattern ? sql`(${users.name} || ' ' || ${users.lastName} || ' ' || ${users.email}) ilike ${pattern}` : undefined,
  );
  const [rows, [count]] = await Promise.all([
    q
      .select(removedColumns)
      .from(companyRemovedUsers)
      .innerJoin(users, eq(users.id, companyRemovedUsers.userId))
      .where(where)
      .orderBy(desc(companyRemovedUsers.removedAt), desc(companyRemovedUsers.userId))
      .limit(options.limit)
      .offset((options.page - 1) * options.limit),
    q
      .select({ count: sql<number>`count(*)::int` })
      .from(companyRemovedUsers)
      .innerJoin(users, eq(users.id, companyRemovedUsers.userId))
      .where(where),
  ]);
  return { rows, total: count?.count ?? 0 };
}

/** The latest use of the product by each of `userIds` (sessions_user_idx); absent: never signed in. */
export async function lastAccessOf(q: Queryable, userIds: string[]): Promise<Map<string, Date>> {
  if (userIds.length === 0) return new Map();
  const rows = await q
    .select({ userId: sessions.userId, lastSeenAt: max(sessions.lastSeenAt) })
    .from(sessions)
    .where(inArray(sessions.userId, userIds))
    .groupBy(sessions.userId);
  return new Map(rows.flatMap((row) => (row.lastSeenAt ? [[row.userId, row.lastSeenAt] as const] : [])));
}

/** Keeps a membership about to be deleted, so reactivation restores it; a stale earlier row gives way. */
export async function keepRemovedMembership(q: Queryable, workspaceId: string, userId: string, now: Date, removedBy: string) {
  await q.execute(sql`insert into ${companyRemovedUsers}
      (workspace_id, user_id, role, user_role, recruitment_role, joined_at, removed_at, removed_by)
    select workspace_id, user_id, role, user_role, recruitment_role, joined_at, ${now}, ${removedBy}
    from ${workspaceMembers} where workspace_id = ${workspaceId} and user_id = ${userId}
    on conflict (workspace_id, user_id) do update set role = excluded.role, user_role = excluded.user_role,
      recruitment_role = excluded.recruitment_role, joined_at = excluded.joined_at, removed_at = excluded.removed_at,
      removed_by = excluded.removed_by`);
}

/** Takes the kept row of a removed user out, to give their membership back as it was; null when there was none. */
export async function takeRemovedMembership(q: Queryable, workspaceId: string, userId: string): Promise<RemovedMembershipRow | null> {
  const [removed] = await q
    .delete(companyRemovedUsers)
    .where(and(eq(companyRemovedUsers.workspaceId, workspaceId), eq(companyRemovedUsers.userId, userId)))
    .returning();
  return removed ?? null;
}

/** Forgets the removal of someone who came back through an invite. */
export async function forgetRemoval(q: Queryable, workspaceId: string, userId: string): Promise<void> {
  await q.delete(companyRemovedUsers).where(and(eq(companyRemovedUsers.workspaceId, workspaceId), eq(companyRemovedUsers.userId, userId)));
}

/** The newest invite of an e-mail that may still be sent again: pending, or expired (invites_workspace_idx). */
export async function findOpenInvite(q: Queryable, workspaceId: string, email: string): Promise<InviteRow | null> {
  const [invite] = await q
    .select()
    .from(invites)
    .where(
      and(eq(invites.workspaceId, workspaceId), eq(invites.email, email), or(eq(invites.status, 'PENDING'), eq(invites.status, 'EXPIRED'))),
    )
    .orderBy(desc(invites.createdAt))
    .limit(1);
  return invite ?? null;
}

export async function findCompanyInvite(q: Queryable, workspaceId: string, id: string): Promise<InviteRow | null> {
  const [invite] = await q
    .select()
    .from(invites)
    .where(and(eq(invites.workspaceId, workspaceId), eq(invites.id, id)));
  return invite ?? null;
}

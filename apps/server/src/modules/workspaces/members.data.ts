import { rolesWith } from '@trilha/contract';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { MembershipRow, WorkspaceRow } from '../../db/schema/index.ts';
import { users, workspaceMembers, workspaces } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';
import { listTotal, readPage } from '../../platform/db/list-page.ts';
import { statement } from '../../platform/db/statements.ts';
import { noPendingDeletion } from './workspaces.data.ts';

/** The roles that administer a workspace: they invite, manage members and must never all be gone. */
const ADMINISTRATIVE_ROLES = rolesWith('members.manage');
export type MemberRow = { userId: string; name: string; lastName: string; email: string; role: string; userRole: string; joinedAt: Date };

const memberColumns = {
  userId: users.id,
  name: users.name,
  lastName: users.lastName,
  email: users.email,
  role: workspaceMembers.role,
  userRole: workspaceMembers.userRole,
  joinedAt: workspaceMembers.joinedAt,
};

/** Escapes LIKE wildcards so a search for "50%" means the text itself. */
const likeText = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const isMembership = (workspaceId: string, userId: string): SQL | undefined =>
  and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId));

export async function findMember(q: Queryable, workspaceId: string, userId: string): Promise<MemberRow | null> {
  const [row] = await q
    .select(memberColumns)
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(isMembership(workspaceId, userId));
  return row ?? null;
}

export async function findMembership(q: Queryable, workspaceId: string, userId: string): Promise<MembershipRow | null> {
  const [row] = await q.select().from(workspaceMembers).where(isMembership(workspaceId, userId)).limit(1);
  return row ?? null;
}

/**
 * A page of member keys in name order, read from workspace_members alone (index-only on
 * workspace_members_by_name_idx / _by_role_name_idx), then joined to users for those rows only.
 * Four fixed statements: with or without the role filter, forwards or backwards (see readPage).
 */
const memberPage = (name: string, roleFilter: boolean, direction: 'asc' | 'desc') =>
  statement<[workspaceId: string, limit: number, offset: number, role?: string], MemberRow>(
    name,
    `select u.id as "userId", u.name, u.last_name as "lastName", u.email, m.role, m.user_role as "userRole", m.joined_at as "joinedAt"
     from (select user_id from workspace_members
           where workspace_id = $1${roleFilter ? ' and role = $4' : ''}
           order by user_name ${direction}, user_last_name ${direction}, user_id ${direction} limit $2 offset $3) page
     join workspace_members m on m.workspace_id = $1 and m.user_id = page.user_id
     join users u on u.id = m.user_id
     order by m.user_name ${direction}, m.user_last_name ${direction}, m.user_id ${direction}`,
  );
const memberPages = {
  asc: memberPage('members.page', false, 'asc'),
  desc: memberPage('members.page_backwards', false, 'desc'),
  roleAsc: memberPage('members.page_by_role', true, 'asc'),
  roleDesc: memberPage('members.page_by_role_backwards', true, 'desc'),
};

/** One page of members, filtered by role and by a piece of name or e-mail, with the total. */
export async function listMemberRows(
  q: Queryable,
  workspaceId: string,
  options: { page: number; limit: number; search?: string; role?: string },
): Promise<{ rows: MemberRow[]; total: number }> {
  const search = options.search?.trim();
  if (search) return searchMemberRows(q, workspaceId, { ...options, search });
  const { role } = options;
  const total = await listTotal(q, 'members', workspaceId, role ? [role] : null);
  const rows = await readPage(total, options.page, options.limit, ({ limit, offset, backwards }) =>
    role
      ? (backwards ? memberPages.roleDesc : memberPages.roleAsc).run(q, workspaceId, limit, offset, role)
      : (backwards ? memberPages.desc : memberPages.asc).run(q, workspaceId, limit, offset),
  );
  return { rows, total };
}

/** A search narrows the list, so its page and its count are read from the matching rows (in parallel). */
async function searchMemberRows(
  q: Queryable,
  workspaceId: string,
  options: { page: number; limit: number; search: string; role?: string },
): Promise<{ rows: MemberRow[]; total: number }> {
  const pattern = `%${likeText(options.search)}%`;
  const where = and(
    eq(workspaceMembers.workspaceId, workspaceId),
    options.role ? eq(workspaceMembers.role, options.role) : undefined,
    or(
      ilike(users.name, pattern),
      ilike(users.lastName, pattern),
      ilike(users.email, pattern),
      sql`(${users.name} || ' ' || ${users.lastName}) ilike ${pattern}`,
    ),
    // implied by the test above (each field is part of this text); it lets users_search_trgm_idx find the candidates
    sql`(${users.name} || ' ' || ${users.lastName} || ' ' || ${users.email}) ilike ${pattern}`,
  );
  const [rows, [count]] = await Promise.all([
    q
      .select(memberColumns)
      .from(workspaceMembers)
      .innerJoin(users, eq(users.id, workspaceMembers.userId))
      .where(where)
      .orderBy(asc(workspaceMembers.userName), asc(workspaceMembers.userLastName), asc(workspaceMembers.userId))
      .limit(options.limit)
      .offset((options.page - 1) * options.limit),
    q
      .select({ count: sql<number>`count(*)::int` })
      .from(workspaceMembers)
      .innerJoin(users, eq(users.id, workspaceMembers.userId))
      .where(where),
  ]);
  return { rows, total: count?.count ?? 0 };
}

/**
 * People an administrator may invite. A prefix of a name or e-mail only finds people the caller
 * already administers in another company, so the suggestions never expose strangers' e-mails;
 * an exact e-mail finds any active account.
 */
export async function suggestMembers(q: Queryable, workspaceId: string, callerId: string, text: string) {
  const exact = text.trim().toLowerCase();
  const prefix = `${likeText(exact)}%`;
  const known = sql`exists (
    select 1 from ${workspaceMembers} mine
    join ${workspaceMembers} theirs on theirs.workspace_id = mine.workspace_id
    join ${workspaces} w on w.id = mine.workspace_id
    where mine.user_id = ${callerId} and mine.role in ${ADMINISTRATIVE_ROLES}
      and theirs.user_id = ${users.id} and w.type = 'business')`;
  const rows = await q
    .select({ userId: users.id, name: users.name, lastName: users.lastName, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        eq(users.isSupport, false),
        sql`not exists (select 1 from ${workspaceMembers} m where m.workspace_id = ${workspaceId} and m.user_id = ${users.id})`,
        or(
          sql`lower(${users.email}) = ${exact}`,
          and(or(ilike(users.email, prefix), ilike(users.name, prefix), ilike(users.lastName, prefix)), known),
        ),
      ),
    )
    .orderBy(asc(users.name), asc(users.lastName))
    .limit(10);
  return rows;
}

export async function countAdministrators(q: Queryable, workspaceId: string): Promise<number> {
  const [row] = await q
    .select({ count: sql<number>`count(*)::int` })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), inArray(workspaceMembers.role, ADMINISTRATIVE_ROLES)));
  return row?.count ?? 0;
}

export async function updateMemberRole(q: Queryable, workspaceId: string, userId: string, role: string, userRole: string): Promise<void> {
  await q.update(workspaceMembers).set({ role, userRole }).where(isMembership(workspaceId, userId));
}

export async function deleteMembership(q: Queryable, workspaceId: string, userId: string): Promise<void> {
  await q.delete(workspaceMembers).where(isMembership(workspaceId, userId));
}

/** Adds a member; a membership that already exists is kept as it is (false then). */
export async function insertMembership(q: Queryable, membership: typeof workspaceMembers.$inferInsert): Promise<boolean> {
  const inserted = await q.insert(workspaceMembers).values(membership).onConflictDoNothing().returning({ userId: workspaceMembers.userId });
  return inserted.length > 0;
}

/** Sets a member's role in the recruitment module (null: none); false when they are no member. */
export async function setRecruitmentRole(
  q: Queryable,
  workspaceId: string,
  userId: string,
  recruitmentRole: string | null,
): Promise<boolean> {
  const updated = await q
    .update(workspaceMembers)
    .set({ recruitmentRole })
    .where(isMembership(workspaceId, userId))
    .returning({ userId: workspaceMembers.userId });
  return updated.length > 0;
}

/** Every workspace a user belongs to with the membership, oldest workspace first. */
export function listMembershipsOfUser(q: Queryable, userId: string): Promise<{ workspace: WorkspaceRow; member: MembershipRow }[]> {
  return q
    .select({ workspace: workspaces, member: workspaceMembers })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(eq(workspaceMembers.userId, userId))
    .orderBy(workspaces.createdAt);
}

/** The public card of each workspace a user belongs to, leaving out those pending deletion. */
export function listWorkspaceCardsOfUser(q: Queryable, userId: string) {
  return q
    .select({ id: workspaces.id, name: workspaces.name, type: workspaces.type, imageUrl: workspaces.imageUrl })
    .from(workspaceMembers)
    .innerJoin(workspaces, eq(workspaces.id, workspaceMembers.workspaceId))
    .where(and(eq(workspaceMembers.userId, userId), noPendingDeletion))
    .orderBy(workspaces.createdAt);
}

/** Which of `workspaceIds` the user is a member of. */
export async function listSharedWorkspaceIds(q: Queryable, userId: string, workspaceIds: string[]): Promise<Set<string>> {
  if (workspaceIds.length === 0) return new Set();
  const rows = await q
    .select({ id: workspaceMembers.workspaceId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.userId, userId), inArray(workspaceMembers.workspaceId, workspaceIds)));
  return new Set(rows.map((row) => row.id));
}

/** Records that a member accepted the company's terms; false when the user is not a member. */
export async function setMemberTermsAccepted(q: Queryable, workspaceId: string, userId: string, now: Date): Promise<boolean> {
  const updated = await q
    .update(workspaceMembers)
    .set({ tosAcceptedAt: now })
    .where(isMembership(workspaceId, userId))
    .returning({ userId: workspaceMembers.userId });
  return updated.length > 0;
}

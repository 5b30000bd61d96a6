import type { WorkspaceMember } from '@trilha/contract';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import { users, workspaceMembers, workspaces } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';

const memberColumns = {
  userId: users.id,
  name: users.name,
  lastName: users.lastName,
  email: users.email,
  role: workspaceMembers.role,
  userRole: workspaceMembers.userRole,
  joinedAt: workspaceMembers.joinedAt,
};

type MemberRow = { userId: string; name: string; lastName: string; email: string; role: string; userRole: string; joinedAt: Date };

export const toMember = (row: MemberRow): WorkspaceMember => ({
  userId: row.userId,
  name: row.name,
  lastName: row.lastName,
  email: row.email,
  role: row.role as WorkspaceMember['role'],
  userRole: row.userRole === 'admin' ? 'admin' : 'user',
  imageUrl: null,
  joinedAt: row.joinedAt.toISOString(),
});

/** Escapes LIKE wildcards so a search for "50%" means the text itself. */
export const likeText = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function findMember(q: Queryable, workspaceId: string, userId: string) {
  const [row] = await q
    .select(memberColumns)
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, userId)));
  return row ?? null;
}

export async function listMembers(
  q: Queryable,
  workspaceId: string,
  options: { page: number; limit: number; search?: string; role?: string },
) {
  const search = options.search?.trim();
  const pattern = search ? `%${likeText(search)}%` : null;
  const where = and(
    eq(workspaceMembers.workspaceId, workspaceId),
    options.role ? eq(workspaceMembers.role, options.role) : undefined,
    pattern
      ? or(
          ilike(users.name, pattern),
          ilike(users.lastName, pattern),
          ilike(users.email, pattern),
          sql`(${users.name} || ' ' || ${users.lastName}) ilike ${pattern}`,
        )
      : undefined,
  );
  const rows = await q
    .select({ ...memberColumns, total: sql<number>`count(*) over ()::int` })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(where)
    .orderBy(asc(users.name), asc(users.lastName), asc(users.id))
    .limit(options.limit)
    .offset((options.page - 1) * options.limit);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && options.page > 1) {
    const [count] = await q
      .select({ count: sql<number>`count(*)::int` })
      .from(workspaceMembers)
      .innerJoin(users, eq(users.id, workspaceMembers.userId))
      .where(where);
    total = count?.count ?? 0;
  }
  return { items: rows.map(toMember), page: options.page, limit: options.limit, total };
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
    where mine.user_id = ${callerId} and mine.role in ('owner', 'administrator')
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

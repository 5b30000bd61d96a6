import { sql } from 'drizzle-orm';
import { departmentMembers, departments } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';

export type DepartmentRow = {
  id: string;
  name: string;
  removed: boolean;
  positions: number;
};

/** A company's departments with how many positions link to each (a company has tens, not thousands). */
export async function findDepartments(
  q: Queryable,
  workspaceId: string,
  filter: { removed?: boolean; id?: string },
): Promise<DepartmentRow[]> {
  const result = await q.execute<DepartmentRow>(sql`
    select d.id, d.name, d.removed_at is not null as removed,
      (select count(*)::int from positions p where p.department_id = d.id) as positions
    from ${departments} d
    where d.workspace_id = ${workspaceId}
      and (${filter.id ?? null}::uuid is null or d.id = ${filter.id ?? null}::uuid)
      and (${filter.removed ?? null}::boolean is null or (d.removed_at is not null) = ${filter.removed ?? null}::boolean)
    order by lower(d.name), d.id`);
  return result.rows;
}

export async function insertDepartment(q: Queryable, workspaceId: string, name: string, now: Date): Promise<string> {
  const [row] = await q.insert(departments).values({ workspaceId, name, createdAt: now }).returning({ id: departments.id });
  if (!row) throw new Error('insert department');
  return row.id;
}

export async function setRemovedAt(q: Queryable, workspaceId: string, id: string, removedAt: Date | null) {
  await q.execute(sql`update ${departments} set removed_at = ${removedAt} where id = ${id} and workspace_id = ${workspaceId}`);
}

/** Places members in a department; a person works in one department, so one placed elsewhere moves here. */
export async function placeInDepartment(q: Queryable, workspaceId: string, departmentId: string, userIds: string[], now: Date) {
  await q
    .insert(departmentMembers)
    .values([...new Set(userIds)].map((userId) => ({ workspaceId, userId, departmentId, createdAt: now })))
    .onConflictDoUpdate({
      target: [departmentMembers.workspaceId, departmentMembers.userId],
      set: { departmentId, createdAt: now },
    });
}

/** How many of `userIds` (distinct) are members of the company. */
export async function countMembers(q: Queryable, workspaceId: string, userIds: string[]): Promise<number> {
  const result = await q.execute<{ n: number }>(sql`
    select count(*)::int as n from workspace_members
    where workspace_id = ${workspaceId} and user_id = any(${sql.param([...new Set(userIds)])}::uuid[])`);
  return result.rows[0]?.n ?? 0;
}

import { sql } from 'drizzle-orm';
import { departments } from '../../db/schema/index.ts';
import { isUniqueViolation, UUID_PATTERN } from '../../platform/db/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';

type DepartmentRow = {
  id: string;
  name: string;
  removed: boolean;
  positions: number;
};

/** A company's departments with how many positions link to each (a company has tens, not thousands). */
async function departmentsOf(deps: Deps, workspaceId: string, filter: { removed?: boolean; id?: string }): Promise<DepartmentRow[]> {
  const result = await deps.db.execute<DepartmentRow>(sql`
    select d.id, d.name, d.removed_at is not null as removed,
      (select count(*)::int from positions p where p.department_id = d.id) as positions
    from ${departments} d
    where d.workspace_id = ${workspaceId}
      and (${filter.id ?? null}::uuid is null or d.id = ${filter.id ?? null}::uuid)
      and (${filter.removed ?? null}::boolean is null or (d.removed_at is not null) = ${filter.removed ?? null}::boolean)
    order by lower(d.name), d.id`);
  return result.rows;
}

export const listDepartments = async (deps: Deps, workspaceId: string, removed: boolean) => ({
  items: await departmentsOf(deps, workspaceId, { removed }),
});

export async function getDepartment(deps: Deps, workspaceId: string, id: string) {
  const [row] = UUID_PATTERN.test(id) ? await departmentsOf(deps, workspaceId, { id }) : [];
  if (!row) throw new AppError('department.not_found');
  return row;
}

export async function createDepartment(deps: Deps, workspaceId: string, name: string) {
  try {
    const [row] = await deps.db
      .insert(departments)
      .values({ workspaceId, name, createdAt: deps.clock.now() })
      .returning({ id: departments.id });
    if (!row) throw new Error('insert department');
    return getDepartment(deps, workspaceId, row.id);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('department.exists');
    throw error;
  }
}

/** Removes (removed = true) or reactivates a department; its positions keep it either way. */
export async function setDepartmentRemoved(deps: Deps, workspaceId: string, id: string, removed: boolean) {
  const found = await getDepartment(deps, workspaceId, id);
  await deps.db.execute(
    sql`update ${departments} set removed_at = ${removed ? deps.clock.now() : null} where id = ${found.id} and workspace_id = ${workspaceId}`,
  );
  return getDepartment(deps, workspaceId, id);
}

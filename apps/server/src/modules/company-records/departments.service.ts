import { isUniqueViolation, UUID_PATTERN } from '../../platform/db/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { countMembers, findDepartments, insertDepartment, placeInDepartment, setRemovedAt } from './departments.data.ts';

export const listDepartments = async (deps: Deps, workspaceId: string, removed: boolean) => ({
  items: await findDepartments(deps.db, workspaceId, { removed }),
});

export async function getDepartment(deps: Deps, workspaceId: string, id: string) {
  const [row] = UUID_PATTERN.test(id) ? await findDepartments(deps.db, workspaceId, { id }) : [];
  if (!row) throw new AppError('department.not_found');
  return row;
}

/** A name already in use in the company, whatever the case, is refused (`department.exists`). */
export async function createDepartment(deps: Deps, workspaceId: string, name: string) {
  try {
    return getDepartment(deps, workspaceId, await insertDepartment(deps.db, workspaceId, name, deps.clock.now()));
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('department.exists');
    throw error;
  }
}

/** Removes (removed = true) or reactivates a department; its positions keep it either way. */
export async function setDepartmentRemoved(deps: Deps, workspaceId: string, id: string, removed: boolean) {
  const found = await getDepartment(deps, workspaceId, id);
  await setRemovedAt(deps.db, workspaceId, found.id, removed ? deps.clock.now() : null);
  return getDepartment(deps, workspaceId, id);
}

/**
 * Places members of the company in an active department. Training assigned to the department afterwards reaches
 * them; what was assigned before stays with the people it reached then.
 */
export async function setDepartmentMembers(deps: Deps, workspaceId: string, id: string, userIds: string[]) {
  const found = await getDepartment(deps, workspaceId, id);
  if (found.removed) throw new AppError('department.not_found');
  if ((await countMembers(deps.db, workspaceId, userIds)) !== new Set(userIds).size)
    throw new AppError('validation.failed', { userIds: 'department.not_member' });
  await placeInDepartment(deps.db, workspaceId, found.id, userIds, deps.clock.now());
  return { members: new Set(userIds).size };
}

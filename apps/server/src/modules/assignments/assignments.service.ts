import type { AssignmentBody, AssignmentReport, AssignmentReportQuery, AssignmentStatus, MyAssignment } from '@trilha/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { WorkspaceAccess } from '../../platform/http/workspace-access.ts';
import {
  findAssignable,
  findDepartmentMembers,
  findMembers,
  findMyAssignments,
  findReportRows,
  insertAssignment,
  type ReportRow,
} from './assignments.data.ts';
import { assignmentCsv, assignmentCsvName } from './assignments.view.ts';

/** The calendar day in Brasília, where the companies are: a due date is a day there, and it is overdue the day after. */
export const todayOf = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);

/** Who the assignment reaches: the people named (all members of the company) or the department's members now. */
async function assigneesOf(deps: Deps, workspaceId: string, body: AssignmentBody): Promise<string[]> {
  if (body.userIds) {
    const members = new Set(await findMembers(deps.db, workspaceId, body.userIds));
    if (body.userIds.some((userId) => !members.has(userId))) throw new AppError('validation.failed', { userIds: 'assignment.not_member' });
    return body.userIds;
  }
  const members = await findDepartmentMembers(deps.db, workspaceId, body.departmentId ?? '');
  if (!members) throw new AppError('assignment.department_not_found');
  if (members.length === 0) throw new AppError('assignment.department_empty');
  return members;
}

/**
 * Assigns a content or a pathway the company's members may see, due on a day not yet past. A department assignment
 * reaches the department's members at this moment; who joins it later is not assigned (the company assigns again).
 */
export async function createAssignment(deps: Deps, access: WorkspaceAccess, userId: string, body: AssignmentBody) {
  const workspaceId = access.workspace.id;
  if (body.dueDate < todayOf(deps.clock.now())) throw new AppError('validation.failed', { dueDate: 'assignment.due_past' });
  const target = { ...(body.contentId ? { contentId: body.contentId } : {}), ...(body.listId ? { listId: body.listId } : {}) };
  if (!(await findAssignable(deps.db, workspaceId, target)))
    throw new AppError(body.contentId ? 'assignment.content_not_found' : 'assignment.list_not_found');
  const userIds = await assigneesOf(deps, workspaceId, body);
  const id = await deps.db.transaction((tx) =>
    insertAssignment(
      tx,
      {
        workspaceId,
        contentId: body.contentId ?? null,
        listId: body.listId ?? null,
        departmentId: body.departmentId ?? null,
        dueDate: body.dueDate,
        createdBy: userId,
        createdAt: deps.clock.now(),
      },
      userIds,
    ),
  );
  return { id, assignees: new Set(userIds).size };
}

const COUNTED: Record<AssignmentStatus, 'inProgress' | 'done' | 'overdue' | null> = {
  not_started: null,
  in_progress: 'inProgress',
  done: 'done',
  overdue: 'overdue',
};
const zero = () => ({ assigned: 0, inProgress: 0, done: 0, overdue: 0 });

/** Counts per department (people in none together, last) and in all, from the rows of every person. */
function tally(rows: ReportRow[]): Pick<AssignmentReport, 'totals' | 'departments'> {
  const totals = zero();
  const byDepartment = new Map<string | null, AssignmentReport['departments'][number]>();
  for (const row of rows) {
    const department = byDepartment.get(row.departmentId) ?? { departmentId: row.departmentId, name: row.departmentName, ...zero() };
    byDepartment.set(row.departmentId, department);
    const counted = COUNTED[row.status];
    for (const bucket of [totals, department]) {
      bucket.assigned += 1;
      if (counted) bucket[counted] += 1;
    }
  }
  const departments = [...byDepartment.values()].sort((a, b) =>
    a.name === null ? 1 : b.name === null ? -1 : a.name.localeCompare(b.name, 'pt-BR'),
  );
  return { totals, departments };
}

/** The company's report on `today`: per department and per person. */
export async function assignmentReport(deps: Deps, access: WorkspaceAccess, query: AssignmentReportQuery): Promise<AssignmentReport> {
  const rows = await findReportRows(deps.db, access.workspace.id, todayOf(deps.clock.now()), query);
  return { ...tally(rows), people: rows };
}

export async function assignmentReportCsv(deps: Deps, access: WorkspaceAccess, query: AssignmentReportQuery) {
  const rows = await findReportRows(deps.db, access.workspace.id, todayOf(deps.clock.now()), query);
  return { csv: assignmentCsv(rows), fileName: assignmentCsvName(access.workspace.subdomain, todayOf(deps.clock.now())) };
}

/** The caller's assigned training in every company, for their home. */
export async function myAssignments(deps: Deps, userId: string): Promise<{ items: MyAssignment[] }> {
  const rows = await findMyAssignments(deps.db, userId, todayOf(deps.clock.now()));
  return {
    items: rows.map((row) => ({
      assignmentId: row.assignmentId,
      kind: row.kind,
      itemId: row.itemId,
      title: row.title,
      company: { id: row.companyId, name: row.companyName, subdomain: row.companySubdomain },
      dueDate: row.dueDate,
      status: row.status,
    })),
  };
}

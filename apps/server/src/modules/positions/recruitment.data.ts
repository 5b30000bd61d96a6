import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  approvalGroupMembers,
  approvalGroups,
  departments,
  positionMembers,
  positionSkills,
  positions,
  skills,
  workspaceMembers,
} from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';
import { statement } from '../../platform/db/statements.ts';

export type PositionValues = Omit<typeof positions.$inferInsert, 'id' | 'workspaceId' | 'authorId' | 'status' | 'createdAt'>;

export async function insertPosition(
  q: Queryable,
  values: PositionValues & { workspaceId: string; authorId: string | null; status: string; createdAt: Date },
): Promise<string> {
  const [row] = await q.insert(positions).values(values).returning({ id: positions.id });
  if (!row) throw new Error('insert position');
  return row.id;
}

export async function updatePositionRow(q: Queryable, id: string, values: Partial<typeof positions.$inferInsert>) {
  await q.update(positions).set(values).where(eq(positions.id, id));
}

export async function replacePositionSkills(q: Queryable, positionId: string, list: { skillId: string; level: string }[]) {
  await q.delete(positionSkills).where(eq(positionSkills.positionId, positionId));
  if (list.length > 0) await q.insert(positionSkills).values(list.map((item) => ({ positionId, ...item })));
}

export async function replacePositionMembers(q: Queryable, positionId: string, userIds: string[]) {
  await q.delete(positionMembers).where(eq(positionMembers.positionId, positionId));
  if (userIds.length > 0) await q.insert(positionMembers).values(userIds.map((userId) => ({ positionId, userId })));
}

/** Which of `ids` are skills of the catalogue. */
export async function existingSkillIds(q: Queryable, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await q.select({ id: skills.id }).from(skills).where(inArray(skills.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** Which of `ids` are members of the company. */
export async function memberIdsOf(q: Queryable, workspaceId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await q
    .select({ id: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), inArray(workspaceMembers.userId, ids)));
  return new Set(rows.map((row) => row.id));
}

export async function activeDepartmentOf(q: Queryable, workspaceId: string, id: string) {
  const [row] = await q
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.id, id), eq(departments.workspaceId, workspaceId), sql`${departments.removedAt} is null`));
  return row ?? null;
}

const approvers = statement<[string, string], { groups: number; approver: boolean }>(
  'recruitment.approval.caller',
  `select (select count(*)::int from approval_groups where workspace_id = $1::uuid) as groups,
     exists (select 1 from approval_group_members gm join approval_groups g on g.id = gm.group_id
       where g.workspace_id = $1::uuid and gm.user_id = $2::uuid) as approver`,
);
export const approvalOf = async (q: Queryable, workspaceId: string, userId: string) =>
  (await approvers.run(q, workspaceId, userId))[0] ?? { groups: 0, approver: false };

export async function listApprovalGroups(q: Queryable, workspaceId: string) {
  const groups = await q
    .select({ id: approvalGroups.id, name: approvalGroups.name })
    .from(approvalGroups)
    .where(eq(approvalGroups.workspaceId, workspaceId))
    .orderBy(approvalGroups.position);
  if (groups.length === 0) return [];
  const members = await q.execute<{ groupId: string; id: string; name: string }>(
    sql`select gm.group_id as "groupId", u.id, trim(u.name || ' ' || u.last_name) as name
        from ${approvalGroupMembers} gm join users u on u.id = gm.user_id
        where gm.group_id in (select id from approval_groups where workspace_id = ${workspaceId}) order by u.name, u.last_name`,
  );
  return groups.map((group) => ({
    ...group,
    members: members.rows.filter((row) => row.groupId === group.id).map(({ id, name }) => ({ id, name })),
  }));
}

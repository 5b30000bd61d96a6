import type { AssignmentKind, AssignmentStatus } from '@trilha/contract';
import { type SQL, sql } from 'drizzle-orm';
import { learningAssignees, learningAssignments } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';

/** The content or pathway an assignment names, if the company's members may see it (its own, or open to anyone). */
export async function findAssignable(q: Queryable, workspaceId: string, target: { contentId?: string; listId?: string }) {
  const result = target.contentId
    ? await q.execute<{ id: string }>(sql`
        select id from contents where id = ${target.contentId} and (workspace_id = ${workspaceId} or not is_private)`)
    : await q.execute<{ id: string }>(sql`
        select id from lists where id = ${target.listId ?? null} and (workspace_id = ${workspaceId} or not is_private)`);
  return result.rows[0] ?? null;
}

/** Of `userIds`, those who are members of the company. */
export async function findMembers(q: Queryable, workspaceId: string, userIds: string[]): Promise<string[]> {
  const result = await q.execute<{ user_id: string }>(sql`
    select user_id from workspace_members
    where workspace_id = ${workspaceId} and user_id = any(${sql.param(userIds)}::uuid[])`);
  return result.rows.map((row) => row.user_id);
}

/** A department of the company that is not removed, with its members at this moment. */
export async function findDepartmentMembers(q: Queryable, workspaceId: string, departmentId: string) {
  const department = await q.execute<{ id: string }>(sql`
    select id from departments where id = ${departmentId} and workspace_id = ${workspaceId} and removed_at is null`);
  if (department.rows.length === 0) return null;
  const members = await q.execute<{ user_id: string }>(sql`
    select user_id from department_members where department_id = ${departmentId} and workspace_id = ${workspaceId}`);
  return members.rows.map((row) => row.user_id);
}

interface NewAssignment {
  workspaceId: string;
  contentId: string | null;
  listId: string | null;
  departmentId: string | null;
  dueDate: string;
  createdBy: string;
  createdAt: Date;
}

/** The assignment and one row per person; a person already given it in this assignment is given it once. */
export async function insertAssignment(q: Queryable, assignment: NewAssignment, userIds: string[]): Promise<string> {
  const [row] = await q.insert(learningAssignments).values(assignment).returning({ id: learningAssignments.id });
  if (!row) throw new Error('insert assignment');
  await q
    .insert(learningAssignees)
    .values([...new Set(userIds)].map((userId) => ({ assignmentId: row.id, workspaceId: assignment.workspaceId, userId })))
    .onConflictDoNothing();
  return row.id;
}

/**
 * What the person `s.user_id` did with assignment `a`, by primary keys only: the content's interaction, and for a
 * pathway how many of its contents there are, how many they concluded verified and how many they touched.
 */
const PROGRESS = sql`
  left join content_interactions ci on ci.user_id = s.user_id and ci.content_id = a.content_id
  left join list_interactions li on li.user_id = s.user_id and li.list_id = a.list_id
  left join lateral (
    select count(*) as total,
      count(*) filter (where lci.verified) as verified,
      count(lci.state) filter (where lci.state <> 'drop_out') as started
    from list_contents lc
    left join content_interactions lci on lci.user_id = s.user_id and lci.content_id = lc.content_id
    where lc.list_id = a.list_id
  ) lp on true`;

/**
 * Where the person stands on `today` (over PROGRESS): done only by conclusions the content itself recorded
 * (verified); a pathway when every content in it is (a pathway's own state follows clicks, so it proves nothing);
 * overdue when not done after the due day; in progress with any step that is not a drop-out.
 */
const statusOf = (today: string): SQL => sql`
  case
    when (a.content_id is not null and ci.verified) or (a.list_id is not null and lp.total > 0 and lp.verified = lp.total)
      then 'done'
    when a.due_date < ${today}::date then 'overdue'
    when (ci.state is not null and ci.state <> 'drop_out') or lp.started > 0 or li.user_id is not null then 'in_progress'
    else 'not_started'
  end`;

export type ReportRow = {
  assignmentId: string;
  userId: string;
  name: string;
  email: string;
  departmentId: string | null;
  departmentName: string | null;
  kind: AssignmentKind;
  itemId: string;
  title: string;
  dueDate: string;
  status: AssignmentStatus;
};

/**
 * One row per person and assignment of the company, with the person's department today, nearest due date first,
 * then by name. A company assigns tens to thousands of rows: the report reads them all and counts in the service.
 */
export async function findReportRows(
  q: Queryable,
  workspaceId: string,
  today: string,
  filter: { departmentId?: string | undefined; status?: AssignmentStatus | undefined },
): Promise<ReportRow[]> {
  const result = await q.execute<ReportRow>(sql`
    select * from (
      select a.id as "assignmentId", s.user_id as "userId",
        trim(u.name || ' ' || u.last_name) as name, u.email,
        dm.department_id as "departmentId", d.name as "departmentName",
        case when a.content_id is not null then 'content' else 'list' end as kind,
        coalesce(a.content_id, a.list_id) as "itemId",
        coalesce(c.title, l.title) as title,
        a.due_date::text as "dueDate",
        ${statusOf(today)} as status
      from learning_assignments a
      join learning_assignees s on s.assignment_id = a.id
      join users u on u.id = s.user_id
      left join department_members dm on dm.workspace_id = s.workspace_id and dm.user_id = s.user_id
      left join departments d on d.id = dm.department_id
      left join contents c on c.id = a.content_id
      left join lists l on l.id = a.list_id
      ${PROGRESS}
      where a.workspace_id = ${workspaceId} and s.workspace_id = ${workspaceId}
        and (${filter.departmentId ?? null}::uuid is null or dm.department_id = ${filter.departmentId ?? null}::uuid)
    ) r
    where (${filter.status ?? null}::text is null or r.status = ${filter.status ?? null}::text)
    order by r."dueDate", lower(r.name), r."userId", r."assignmentId"`);
  return result.rows;
}

export type MyAssignmentRow = {
  assignmentId: string;
  kind: AssignmentKind;
  itemId: string;
  title: string;
  companyId: string;
  companyName: string;
  companySubdomain: string | null;
  dueDate: string;
  status: AssignmentStatus;
};

/** A person's assignments in every company they belong to, nearest due date first. */
export async function findMyAssignments(q: Queryable, userId: string, today: string): Promise<MyAssignmentRow[]> {
  const result = await q.execute<MyAssignmentRow>(sql`
    select a.id as "assignmentId",
      case when a.content_id is not null then 'content' else 'list' end as kind,
      coalesce(a.content_id, a.list_id) as "itemId",
      coalesce(c.title, l.title) as title,
      w.id as "companyId", w.name as "companyName", w.subdomain as "companySubdomain",
      a.due_date::text as "dueDate",
      ${statusOf(today)} as status
    from learning_assignees s
    join learning_assignments a on a.id = s.assignment_id
    join workspaces w on w.id = s.workspace_id
    left join contents c on c.id = a.content_id
    left join lists l on l.id = a.list_id
    ${PROGRESS}
    where s.user_id = ${userId}
    order by a.due_date, a.id
    limit 200`);
  return result.rows;
}

export const REMINDERS = ['week', 'due', 'overdue'] as const;
export type Reminder = (typeof REMINDERS)[number];
const MARKER = { week: sql`reminded_week_at`, due: sql`reminded_due_at`, overdue: sql`reminded_overdue_at` } as const;
/** The due dates a reminder is for on `today`: a week ahead (up to the day before), the day itself, or past. */
const WINDOW = {
  week: (today: string) => sql`a.due_date between ${today}::date + 1 and ${today}::date + 7`,
  due: (today: string) => sql`a.due_date = ${today}::date`,
  overdue: (today: string) => sql`a.due_date < ${today}::date`,
} as const;

export type ReminderRow = {
  assignmentId: string;
  userId: string;
  email: string;
  name: string;
  language: string;
  companyName: string;
  companySubdomain: string | null;
  kind: AssignmentKind;
  itemId: string;
  title: string;
  dueDate: string;
};

/**
 * Marks up to `limit` reminders of a kind as sent and answers them, for people who are not done: the mark and the
 * e-mails go in the caller's transaction, so each reminder goes at most once per assignment and person, whichever
 * process runs the task. Overdue reminders look back 30 days at most, so an old backlog is never mailed at once.
 */
export async function claimReminders(q: Queryable, reminder: Reminder, today: string, now: Date, limit = 500): Promise<ReminderRow[]> {
  const marker = MARKER[reminder];
  const result = await q.execute<ReminderRow>(sql`
    with due as (
      select s.ctid as row_id
      from learning_assignments a
      join learning_assignees s on s.assignment_id = a.id
      ${PROGRESS}
      where ${WINDOW[reminder](today)} and a.due_date >= ${today}::date - 30
        and s.${marker} is null
        and ${statusOf(today)} <> 'done'
      order by a.due_date, s.assignment_id, s.user_id
      limit ${limit}
      for update of s skip locked
    ), marked as (
      -- the rows claimed above, locked, by their address: a join on the key would hash the whole table once a
      -- backlog of a few hundred is due
      update learning_assignees s set ${marker} = ${now}
      where s.ctid = any(array(select row_id from due))
      returning s.assignment_id, s.user_id, s.workspace_id
    )
    select m.assignment_id as "assignmentId", m.user_id as "userId", u.email, u.name,
      coalesce(u.language, w.language) as language, w.name as "companyName", w.subdomain as "companySubdomain",
      case when a.content_id is not null then 'content' else 'list' end as kind,
      coalesce(a.content_id, a.list_id) as "itemId", coalesce(c.title, l.title) as title, a.due_date::text as "dueDate"
    from marked m
    join learning_assignments a on a.id = m.assignment_id
    join users u on u.id = m.user_id
    join workspaces w on w.id = m.workspace_id
    left join contents c on c.id = a.content_id
    left join lists l on l.id = a.list_id`);
  return result.rows;
}

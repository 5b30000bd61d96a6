import { sql } from 'drizzle-orm';
import { check, date, foreignKey, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contents, lists } from './contents.ts';
import { users } from './identity.ts';
import { departments } from './positions.ts';
import { workspaceMembers, workspaces } from './workspaces.ts';

/**
 * Training a company assigns: one content or one pathway, due on a calendar day. `department_id` says the people were
 * the department's members when it was assigned (who joins the department later does not get it).
 */
export const learningAssignments = pgTable(
  'learning_assignments',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    workspaceId: uuid('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    contentId: uuid('content_id').references(() => contents.id, { onDelete: 'cascade' }),
    listId: uuid('list_id').references(() => lists.id, { onDelete: 'cascade' }),
    departmentId: uuid('department_id').references(() => departments.id, { onDelete: 'set null' }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('learning_assignments_one_target', sql`(${t.contentId} is null) <> (${t.listId} is null)`),
    // the report: a company's assignments
    index('learning_assignments_workspace_idx').on(t.workspaceId, t.dueDate, t.id),
    // the reminders: assignments whose due date is near or past
    index('learning_assignments_due_idx').on(t.dueDate),
  ],
);
export type LearningAssignmentRow = typeof learningAssignments.$inferSelect;

/**
 * Who an assignment reaches, one row per person. The row hangs on the company membership: when the person leaves
 * the company (the membership row goes), their assignments go with it. The `reminded_*` columns mark each reminder
 * e-mail as sent, so each goes at most once per assignment and person.
 */
export const learningAssignees = pgTable(
  'learning_assignees',
  {
    assignmentId: uuid('assignment_id')
      .notNull()
      .references(() => learningAssignments.id, { onDelete: 'cascade' }),
    workspaceId: uuid('workspace_id').notNull(),
    userId: uuid('user_id').notNull(),
    remindedWeekAt: timestamp('reminded_week_at', { withTimezone: true }),
    remindedDueAt: timestamp('reminded_due_at', { withTimezone: true }),
    remindedOverdueAt: timestamp('reminded_overdue_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.userId] }),
    foreignKey({
      name: 'learning_assignees_member_fk',
      columns: [t.workspaceId, t.userId],
      foreignColumns: [workspaceMembers.workspaceId, workspaceMembers.userId],
    }).onDelete('cascade'),
    // the assignee's own list, and the cascade when a membership goes
    index('learning_assignees_user_idx').on(t.userId, t.workspaceId),
    index('learning_assignees_member_idx').on(t.workspaceId, t.userId),
  ],
);
export type LearningAssigneeRow = typeof learningAssignees.$inferSelect;

import { z } from 'zod';

const id = z.uuid({ error: 'invalid' });

/**
 * What a company assigns: exactly one content or pathway, to exactly one of a list of people or a department, with a
 * due date (a calendar day; it is overdue from the next day on, Brasília time). The server checks what the schema
 * cannot: membership, visibility, a date not in the past.
 */
export const assignmentBody = z
  .object({
    contentId: id.optional(),
    listId: id.optional(),
    userIds: z.array(id).min(1).max(500).optional(),
    departmentId: id.optional(),
    dueDate: z.iso.date({ error: 'invalid' }),
  })
  .superRefine((body, ctx) => {
    if (Boolean(body.contentId) === Boolean(body.listId))
      ctx.addIssue({ code: 'custom', message: 'assignment.target', path: ['contentId'] });
    if (Boolean(body.userIds) === Boolean(body.departmentId))
      ctx.addIssue({ code: 'custom', message: 'assignment.assignees', path: ['userIds'] });
  });
export type AssignmentBody = z.infer<typeof assignmentBody>;

export const assignmentCreated = z.object({ id: z.string(), assignees: z.number() });

/** Where an assignee stands: done counts only verified conclusions; overdue is not done past the due date. */
export const ASSIGNMENT_STATUSES = ['not_started', 'in_progress', 'done', 'overdue'] as const;
export type AssignmentStatus = (typeof ASSIGNMENT_STATUSES)[number];

export const ASSIGNMENT_KINDS = ['content', 'list'] as const;
export type AssignmentKind = (typeof ASSIGNMENT_KINDS)[number];

export const assignmentReportQuery = z.object({
  departmentId: id.optional(),
  status: z.enum(ASSIGNMENT_STATUSES).optional(),
});
export type AssignmentReportQuery = z.infer<typeof assignmentReportQuery>;

const counts = { assigned: z.number(), inProgress: z.number(), done: z.number(), overdue: z.number() };

/** One person and one assignment: a row of the report and of its CSV. */
export const assignmentReportRow = z.object({
  assignmentId: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  departmentId: z.string().nullable(),
  departmentName: z.string().nullable(),
  kind: z.enum(ASSIGNMENT_KINDS),
  itemId: z.string(),
  title: z.string(),
  dueDate: z.string(),
  status: z.enum(ASSIGNMENT_STATUSES),
});
export type AssignmentReportRow = z.infer<typeof assignmentReportRow>;

export const assignmentReport = z.object({
  totals: z.object(counts),
  /** by the person's department today; `departmentId` null gathers people in none */
  departments: z.array(z.object({ departmentId: z.string().nullable(), name: z.string().nullable(), ...counts })),
  people: z.array(assignmentReportRow),
});
export type AssignmentReport = z.infer<typeof assignmentReport>;

/** The CSV's header row, in pt-BR (the company's spreadsheets). */
export const ASSIGNMENT_CSV_HEADER = ['Pessoa', 'E-mail', 'Departamento', 'Tipo', 'Treinamento', 'Prazo', 'Situação'];

/** An assignee's own view: what, from which company, until when and where they stand. */
export const myAssignment = z.object({
  assignmentId: z.string(),
  kind: z.enum(ASSIGNMENT_KINDS),
  itemId: z.string(),
  title: z.string(),
  company: z.object({ id: z.string(), name: z.string(), subdomain: z.string().nullable() }),
  dueDate: z.string(),
  status: z.enum(ASSIGNMENT_STATUSES),
});
export type MyAssignment = z.infer<typeof myAssignment>;
export const myAssignments = z.object({ items: z.array(myAssignment) });

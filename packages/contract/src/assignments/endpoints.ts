import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import { assignmentBody, assignmentCreated, assignmentReport, assignmentReportQuery, myAssignments } from './schemas.ts';

/**
 * Training a company assigns (the company is the X-Company header's): a content or pathway, to people or a
 * department, with a due date; the report of who finished it (verified), who is on it and who is late; and the
 * assignee's own list for their home.
 */
const tag = 'assignments';
const company = { from: 'company-header' } as const;

export const createAssignment = defineEndpoint({
  method: 'POST',
  path: '/v1/-/learning/assignments',
  summary:
    'Assigns a content or a pathway (exactly one of contentId, listId) to members of the company or to the members of a department at this moment (exactly one of userIds, departmentId), due on dueDate',
  tag,
  access: 'session',
  scope: company,
  permission: 'learning.assignments.manage',
  body: assignmentBody,
  responses: { 201: assignmentCreated },
});

export const getAssignmentReport = defineEndpoint({
  method: 'GET',
  path: '/v1/-/learning/assignments/report',
  summary:
    'Per department and per person: assigned, in progress, done (verified conclusions only) and overdue; filtered by department and status',
  tag,
  access: 'session',
  scope: company,
  permission: 'learning.assignments.manage',
  query: assignmentReportQuery,
  responses: { 200: assignmentReport },
});

export const exportAssignmentReport = defineEndpoint({
  method: 'GET',
  path: '/v1/-/learning/assignments/report.csv',
  summary: 'The report as CSV (text/csv, UTF-8 with BOM, header row in pt-BR): one row per person and assignment',
  tag,
  access: 'session',
  scope: company,
  permission: 'learning.assignments.manage',
  query: assignmentReportQuery,
  responses: { 200: z.string() },
});

export const listMyAssignments = defineEndpoint({
  method: 'GET',
  path: '/v1/myself/assignments',
  summary: 'The caller’s assigned training in every company: what, which company, due date and status; the nearest due first',
  tag,
  access: 'session',
  scope: 'user',
  responses: { 200: myAssignments },
});

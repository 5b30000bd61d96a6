import type { AssignmentReportQuery } from '@trilha/contract';

/** Query keys of assignments: the company's report and the assignee's own list. */
export const assignmentKeys = {
  all: ['assignments'] as const,
  report: (company: string, query: AssignmentReportQuery) => ['assignments', 'report', company, query] as const,
  mine: () => ['assignments', 'mine'] as const,
  options: (workspaceId: string, what: string, search = '') => ['assignments', 'options', workspaceId, what, search] as const,
};

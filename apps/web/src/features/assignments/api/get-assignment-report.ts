import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type AssignmentReportQuery, assignmentsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { assignmentKeys } from './keys.ts';

/** GET /v1/-/learning/assignments/report: per department and per person (the company of the current path). */
export const assignmentReportQuery = (company: string, query: AssignmentReportQuery) =>
  queryOptions({
    queryKey: assignmentKeys.report(company, query),
    queryFn: () => api(assignmentsApi.getAssignmentReport, { query, company }),
    placeholderData: keepPreviousData,
  });

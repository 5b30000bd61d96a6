import { queryOptions } from '@tanstack/react-query';
import { companyRecordsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { recordKeys } from './keys.ts';

/** GET /v1/-/departments: the company's active or removed departments, by name, with their position counts. */
export const departmentsQuery = (workspaceId: string, removed: boolean) =>
  queryOptions({
    queryKey: recordKeys.departmentList(workspaceId, removed),
    queryFn: () => api(companyRecordsApi.listDepartments, { query: { removed } }),
  });

import { queryOptions } from '@tanstack/react-query';
import { companyRecordsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { recordKeys } from './keys.ts';

/** GET /v1/-/departments/:id: one department with its position count. */
export const departmentQuery = (workspaceId: string, id: string) =>
  queryOptions({
    queryKey: recordKeys.department(workspaceId, id),
    queryFn: () => api(companyRecordsApi.getDepartment, { params: { id } }),
  });

import { queryOptions } from '@tanstack/react-query';
import { companyRecordsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { jobKeys } from './keys.ts';

/** GET /v1/-/departments: the company's departments a position may belong to (not the removed ones). */
export const departmentsQuery = () =>
  queryOptions({ queryKey: jobKeys.departments, queryFn: () => api(companyRecordsApi.listDepartments, { query: { removed: false } }) });

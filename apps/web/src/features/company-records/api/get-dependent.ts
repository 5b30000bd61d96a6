import { queryOptions } from '@tanstack/react-query';
import { companyRecordsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { recordKeys } from './keys.ts';

/** GET /v1/-/dependents/:id: one dependent, to edit. */
export const dependentQuery = (workspaceId: string, id: string) =>
  queryOptions({
    queryKey: recordKeys.dependent(workspaceId, id),
    queryFn: () => api(companyRecordsApi.getDependent, { params: { id } }),
  });

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { companyRecordsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { recordKeys } from './keys.ts';

export const DEPENDENTS_PAGE_SIZE = 10;

/** GET /v1/-/dependents: one page of the company's dependents, last added first. */
export const dependentsQuery = (workspaceId: string, filters: { page: number }) =>
  queryOptions({
    queryKey: recordKeys.dependentsPage(workspaceId, filters),
    queryFn: () => api(companyRecordsApi.listDependents, { query: { page: filters.page, limit: DEPENDENTS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type JobSearchFilter, positionsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { jobKeys } from './keys.ts';

/** GET /v1/suggestions: a page of open positions by the job search filter. */
export const positionSearchQuery = (filter: JobSearchFilter) =>
  queryOptions({
    queryKey: jobKeys.search(filter),
    queryFn: () => api(positionsApi.searchPositions, { query: filter }),
    placeholderData: keepPreviousData,
  });

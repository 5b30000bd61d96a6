import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { positionsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import type { WorklistFilters } from '../recruitment/worklist-filters.ts';
import { jobKeys } from './keys.ts';

export const RECRUITER_PAGE = 20;

/** GET /v1/-/positions: the recruiters' worklist, one status tab found and filtered as the address says. */
export const companyPositionsQuery = ({ department, city, recruiter, ...filters }: WorklistFilters) =>
  queryOptions({
    queryKey: jobKeys.company({ department, city, recruiter, ...filters }),
    queryFn: () =>
      api(positionsApi.listCompanyPositions, {
        query: {
          ...filters,
          ...(department && { department }),
          ...(city && { city }),
          ...(recruiter && { recruiter }),
          limit: RECRUITER_PAGE,
        },
      }),
    placeholderData: keepPreviousData,
  });

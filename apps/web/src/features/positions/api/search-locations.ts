import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { positionsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { jobKeys } from './keys.ts';

/** GET /v1/discovery/location: places matching a text (two characters at least). */
export const locationsQuery = (query: string) =>
  queryOptions({
    queryKey: jobKeys.locations(query),
    queryFn: () => api(positionsApi.searchLocations, { query: { query, limit: 10 } }),
    enabled: query.trim().length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

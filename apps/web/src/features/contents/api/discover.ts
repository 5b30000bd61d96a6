import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { contentsApi, type DiscoveryQuery } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { contentKeys } from './keys.ts';

/** GET /v1/discovery */
export const discoveryQuery = (filters: DiscoveryQuery) =>
  queryOptions({
    queryKey: contentKeys.discovery(filters),
    queryFn: () => api(contentsApi.discover, { query: filters }),
    placeholderData: keepPreviousData,
  });

import { queryOptions } from '@tanstack/react-query';
import { positionsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { applicationKeys } from './keys.ts';

/** GET /v1/favorite: the saved tab, the caller's favourite positions (a portal's own when aggregator is set). */
export const favoritePositionsQuery = (aggregator?: string) =>
  queryOptions({
    queryKey: applicationKeys.favorites(aggregator),
    queryFn: () => api(positionsApi.listFavoritePositions, { query: { aggregator } }),
  });

import { queryOptions } from '@tanstack/react-query';
import { positionsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { jobKeys } from './keys.ts';

/** GET /v1/positions/:id: a position as candidates read it (through a portal when `aggregator` is given). */
export const positionQuery = (id: string, lang: string, aggregator?: string) =>
  queryOptions({
    queryKey: jobKeys.position(id, lang, aggregator),
    queryFn: () => api(positionsApi.getPosition, { params: { id }, query: { lang, aggregator } }),
  });

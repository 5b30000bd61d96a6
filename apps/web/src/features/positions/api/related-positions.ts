import { queryOptions } from '@tanstack/react-query';
import { positionsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { jobKeys } from './keys.ts';

/** GET /v1/positions/related/:id: positions like this one. */
export const relatedPositionsQuery = (id: string, lang: string) =>
  queryOptions({
    queryKey: jobKeys.related(id, lang),
    queryFn: () => api(positionsApi.relatedPositions, { params: { id }, query: { lang } }),
  });

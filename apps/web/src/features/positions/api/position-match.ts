import { queryOptions } from '@tanstack/react-query';
import { positionsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { jobKeys } from './keys.ts';

/** GET /v1/positions/:id/match: how the signed-in person's profile matches a position. */
export const matchQuery = (id: string, lang: string) =>
  queryOptions({
    queryKey: jobKeys.match(id, lang),
    queryFn: () => api(positionsApi.positionMatchOf, { params: { id }, query: { lang } }),
  });

import { queryOptions } from '@tanstack/react-query';
import { hiringApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { applicationKeys } from './keys.ts';

/** GET /v1/matches/:id/hiring: the interview invites and offers of one of the caller's applications. */
export const applicationHiringQuery = (id: string) =>
  queryOptions({
    queryKey: applicationKeys.hiring(id),
    queryFn: () => api(hiringApi.getMyApplicationHiring, { params: { id } }),
  });

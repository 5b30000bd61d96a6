import { queryOptions } from '@tanstack/react-query';
import { hiringApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { hiringKeys } from './keys.ts';

/** GET /v1/meet/:id: one of the caller's interview invites. */
export const interviewQuery = (id: string) =>
  queryOptions({
    queryKey: hiringKeys.interview(id),
    queryFn: () => api(hiringApi.getInterview, { params: { id } }),
    retry: false,
  });

import { platformApi } from '@trilha/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api/client.ts';

/** The dev outbox, optionally for one recipient. */
export const outboxQuery = (to: string) =>
  queryOptions({
    queryKey: ['dev-outbox', to],
    queryFn: () => api(platformApi.listOutbox, { query: { to: to || undefined } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

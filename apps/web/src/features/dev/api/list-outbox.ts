import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { platformApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { devKeys } from './keys.ts';

/** GET /v1/dev/outbox: the e-mails the server sent, optionally to one recipient. */
export const outboxQuery = (to: string) =>
  queryOptions({
    queryKey: devKeys.outbox(to),
    queryFn: () => api(platformApi.listOutbox, { query: { to: to || undefined } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

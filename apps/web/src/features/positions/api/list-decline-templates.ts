import { queryOptions } from '@tanstack/react-query';
import { hiringApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';

/** GET /v1/-/message-templates: the messages the position form offers for declining knocked-out candidates. */
export const declineTemplatesQuery = () =>
  queryOptions({ queryKey: ['hiring', 'message-templates'] as const, queryFn: () => api(hiringApi.listMessageTemplates) });

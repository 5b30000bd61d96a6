import { queryOptions } from '@tanstack/react-query';
import { hiringApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { templateKeys } from './keys.ts';

/** GET /v1/-/message-templates: the three defaults, then the company's own. */
export const messageTemplatesQuery = () => queryOptions({ queryKey: templateKeys.all, queryFn: () => api(hiringApi.listMessageTemplates) });

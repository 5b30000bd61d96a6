import { queryOptions } from '@tanstack/react-query';
import { contentsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { contentKeys } from './keys.ts';

/** GET /v1/contents/:id */
export const contentQuery = (id: string) =>
  queryOptions({ queryKey: contentKeys.content(id), queryFn: () => api(contentsApi.getContent, { params: { id } }) });

import { queryOptions } from '@tanstack/react-query';
import { contentsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { contentKeys } from './keys.ts';

/** GET /v1/lists/:id */
export const listQuery = (id: string) =>
  queryOptions({ queryKey: contentKeys.list(id), queryFn: () => api(contentsApi.getList, { params: { id } }) });

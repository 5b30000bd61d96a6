import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { contentsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { contentKeys, PAGE_SIZE } from './keys.ts';

/** GET /v1/lists/workspace/:id: a workspace's pathways, newest first (its home, public page and lists tab). */
export const workspaceListsQuery = (workspaceId: string, page: number) =>
  queryOptions({
    queryKey: contentKeys.workspace('lists', workspaceId, page),
    queryFn: () => api(contentsApi.listWorkspaceLists, { params: { id: workspaceId }, query: { page, limit: PAGE_SIZE, order: 'DESC' } }),
    placeholderData: keepPreviousData,
  });

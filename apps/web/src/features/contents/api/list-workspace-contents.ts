import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { contentsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { contentKeys, PAGE_SIZE } from './keys.ts';

/** GET /v1/contents/workspace/:id: a workspace's contents, newest first (its home and public page). */
export const workspaceContentsQuery = (workspaceId: string, page: number) =>
  queryOptions({
    queryKey: contentKeys.workspace('contents', workspaceId, page),
    queryFn: () =>
      api(contentsApi.listWorkspaceContents, { params: { workspaceId }, query: { page, limit: PAGE_SIZE, filter: 'all', order: 'DESC' } }),
    placeholderData: keepPreviousData,
  });

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { contentsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { contentKeys } from './keys.ts';

/** Spec section 9: six items per page. */
export const PAGE_SIZE = 6;

/** GET /v1/contents/workspace/:id and /v1/lists/workspace/:id: a workspace's public page. */
export const workspaceContentsQuery = (workspaceId: string, page: number) =>
  queryOptions({
    queryKey: contentKeys.workspace('contents', workspaceId, page),
    queryFn: () =>
      api(contentsApi.listWorkspaceContents, { params: { workspaceId }, query: { page, limit: PAGE_SIZE, filter: 'all', order: 'DESC' } }),
    placeholderData: keepPreviousData,
  });
export const workspaceListsQuery = (workspaceId: string, page: number) =>
  queryOptions({
    queryKey: contentKeys.workspace('lists', workspaceId, page),
    queryFn: () => api(contentsApi.listWorkspaceLists, { params: { id: workspaceId }, query: { page, limit: PAGE_SIZE, order: 'DESC' } }),
    placeholderData: keepPreviousData,
  });

/** GET /v1/contents/workspace/:id/skills */
export const workspaceSkillsQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: [...contentKeys.all, 'workspace-skills', workspaceId],
    queryFn: () => api(contentsApi.listWorkspaceSkills, { params: { workspaceId } }),
  });

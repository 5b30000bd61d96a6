import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { workspacesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { workspaceKeys } from './keys.ts';

export const MEMBERS_PAGE_SIZE = 10;

/** GET /v1/workspaces/:id/users: one page of a workspace's members, optionally searched. */
export const membersQuery = (workspaceId: string, filters: { page: number; search: string }) =>
  queryOptions({
    queryKey: workspaceKeys.membersPage(workspaceId, filters),
    queryFn: () =>
      api(workspacesApi.listMembers, {
        params: { id: workspaceId },
        query: { page: filters.page, limit: MEMBERS_PAGE_SIZE, search: filters.search || undefined },
      }),
    placeholderData: keepPreviousData,
  });

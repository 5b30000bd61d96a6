import { workspacesApi } from '@trilha/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

export const MEMBERS_PAGE_SIZE = 10;

/** The members of one workspace; every mutation on members invalidates ['workspace-members', workspaceId]. */
export const membersQuery = (workspaceId: string, filters: { page: number; search: string }) =>
  queryOptions({
    queryKey: ['workspace-members', workspaceId, filters],
    queryFn: () =>
      api(workspacesApi.listMembers, {
        params: { id: workspaceId },
        query: { page: filters.page, limit: MEMBERS_PAGE_SIZE, search: filters.search || undefined },
      }),
    placeholderData: keepPreviousData,
  });

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { workspacesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { workspaceKeys } from './keys.ts';

export const INVITES_PAGE_SIZE = 10;
export const INVITE_FILTERS = workspacesApi.INVITE_FILTERS;
export type InviteFilter = (typeof INVITE_FILTERS)[number];

/** GET /v1/workspaces/:id/invites: one page of a workspace's invites, by status filter. */
export const invitesQuery = (workspaceId: string, filters: { page: number; filter: InviteFilter }) =>
  queryOptions({
    queryKey: workspaceKeys.invitesPage(workspaceId, filters),
    queryFn: () =>
      api(workspacesApi.listInvites, {
        params: { id: workspaceId },
        query: { page: filters.page, limit: INVITES_PAGE_SIZE, filter: filters.filter },
      }),
    placeholderData: keepPreviousData,
  });

import { workspacesApi } from '@trilha/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';

export const INVITES_PAGE_SIZE = 10;
export const INVITE_FILTERS = workspacesApi.INVITE_FILTERS;
export type InviteFilter = (typeof INVITE_FILTERS)[number];

/** A workspace's invites; creating or resending invalidates ['workspace-invites', workspaceId]. */
export const invitesQuery = (workspaceId: string, filters: { page: number; filter: InviteFilter }) =>
  queryOptions({
    queryKey: ['workspace-invites', workspaceId, filters],
    queryFn: () => api(workspacesApi.listInvites, { params: { id: workspaceId }, query: { page: filters.page, limit: INVITES_PAGE_SIZE, filter: filters.filter } }),
    placeholderData: keepPreviousData,
  });

/** The invite page's data (the token is the invite id of the e-mail link). */
export const inviteQuery = (token: string) =>
  queryOptions({
    queryKey: ['invite', token],
    queryFn: () => api(workspacesApi.getInvite, { params: { token } }),
    retry: false,
  });

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { contentsApi, type DiscoveryQuery, type MyContentFilter } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { contentKeys } from './keys.ts';

import { PAGE_SIZE } from './workspace-learning.ts';

export { PAGE_SIZE };

/** GET /v1/contents/:id */
export const contentQuery = (id: string) =>
  queryOptions({ queryKey: contentKeys.content(id), queryFn: () => api(contentsApi.getContent, { params: { id } }) });

/** GET /v1/lists/:id */
export const listQuery = (id: string) =>
  queryOptions({ queryKey: contentKeys.list(id), queryFn: () => api(contentsApi.getList, { params: { id } }) });

/** GET /v1/myself/contents: one tab, six per page, newest first. */
export const myContentsQuery = (filters: { filter: MyContentFilter; page: number; workspaceId?: string }) =>
  queryOptions({
    queryKey: contentKeys.myContents(filters),
    queryFn: () => api(contentsApi.listMyContents, { query: { ...filters, limit: PAGE_SIZE, order: 'DESC' } }),
    placeholderData: keepPreviousData,
  });

/** GET /v1/myself/lists/owned (filter "owned") or /v1/myself/lists (followed, favourites). */
export const myListsQuery = (filters: {
  filter: 'owned' | 'all' | 'in-progress' | 'finished' | 'favorites';
  page: number;
  workspaceId?: string;
}) =>
  queryOptions({
    queryKey: contentKeys.myLists(filters),
    queryFn: () =>
      filters.filter === 'owned'
        ? api(contentsApi.listOwnedLists, {
            query: { page: filters.page, limit: PAGE_SIZE, workspaceId: filters.workspaceId, order: 'DESC' },
          })
        : api(contentsApi.listMyLists, {
            query: { page: filters.page, limit: PAGE_SIZE, workspaceId: filters.workspaceId, filter: filters.filter, order: 'DESC' },
          }),
    placeholderData: keepPreviousData,
  });

/** GET /v1/myself/saves */
export const savesQuery = (workspaceId?: string) =>
  queryOptions({ queryKey: contentKeys.saves(workspaceId), queryFn: () => api(contentsApi.listSaves, { query: { workspaceId } }) });

/** GET /v1/discovery */
export const discoveryQuery = (filters: DiscoveryQuery) =>
  queryOptions({
    queryKey: contentKeys.discovery(filters),
    queryFn: () => api(contentsApi.discover, { query: filters }),
    placeholderData: keepPreviousData,
  });

import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { contentsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { contentKeys, PAGE_SIZE } from './keys.ts';

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

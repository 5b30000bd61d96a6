import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { companyRecordsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { recordKeys } from './keys.ts';

export const BOOKMARKS_PAGE_SIZE = 10;

/** GET /v1/-/bookmarks: one page of the company's external organizations, by name, filtered by a search. */
export const bookmarksQuery = (workspaceId: string, filters: { page: number; search: string }) =>
  queryOptions({
    queryKey: recordKeys.bookmarksPage(workspaceId, filters),
    queryFn: () =>
      api(companyRecordsApi.listBookmarks, { query: { page: filters.page, limit: BOOKMARKS_PAGE_SIZE, search: filters.search } }),
    placeholderData: keepPreviousData,
  });

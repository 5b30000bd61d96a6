import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { contentsApi, type MyContentFilter } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { contentKeys, PAGE_SIZE } from './keys.ts';

/** GET /v1/myself/contents: one tab, six per page, newest first. */
export const myContentsQuery = (filters: { filter: MyContentFilter; page: number; workspaceId?: string }) =>
  queryOptions({
    queryKey: contentKeys.myContents(filters),
    queryFn: () => api(contentsApi.listMyContents, { query: { ...filters, limit: PAGE_SIZE, order: 'DESC' } }),
    placeholderData: keepPreviousData,
  });

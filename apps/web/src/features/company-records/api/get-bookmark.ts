import { queryOptions } from '@tanstack/react-query';
import { companyRecordsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { recordKeys } from './keys.ts';

/** GET /v1/-/bookmarks/:id: one external organization, to edit. */
export const bookmarkQuery = (workspaceId: string, id: string) =>
  queryOptions({
    queryKey: recordKeys.bookmark(workspaceId, id),
    queryFn: () => api(companyRecordsApi.getBookmark, { params: { id } }),
  });

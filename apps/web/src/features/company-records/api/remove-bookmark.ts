import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyRecordsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { recordKeys } from './keys.ts';

/** DELETE /v1/-/bookmarks/:id: deletes an external organization. */
export function useRemoveBookmark(workspaceId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(companyRecordsApi.removeBookmark, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: recordKeys.bookmark(workspaceId, id) });
      return queryClient.invalidateQueries({ queryKey: recordKeys.bookmarks(workspaceId) });
    },
  });
}

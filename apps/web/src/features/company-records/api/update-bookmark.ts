import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BookmarkFormInput, companyRecordsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { recordKeys } from './keys.ts';

/** PUT /v1/-/bookmarks/:id: edits an external organization. */
export function useUpdateBookmark(workspaceId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookmarkFormInput) => api(companyRecordsApi.updateBookmark, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys.bookmarks(workspaceId) }),
  });
}

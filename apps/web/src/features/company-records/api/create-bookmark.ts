import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BookmarkFormInput, companyRecordsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { recordKeys } from './keys.ts';

/** POST /v1/-/bookmarks: adds an external organization (a name in use is refused). */
export function useCreateBookmark(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookmarkFormInput) => api(companyRecordsApi.createBookmark, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recordKeys.bookmarks(workspaceId) }),
  });
}

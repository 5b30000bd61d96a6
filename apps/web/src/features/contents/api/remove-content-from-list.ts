import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { contentKeys } from './keys.ts';

/** DELETE /v1/lists/:listId/contents/:contentId */
export function useRemoveFromList(listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contentId: string) => api(contentsApi.removeContentFromList, { params: { listId, contentId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

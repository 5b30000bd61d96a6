import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { contentKeys } from './keys.ts';

/** Favourite toggles of a content (POST /v1/myself/saved-contents/:id) or a pathway (…/toggle-favoritism). */
export function useToggleFavorite(kind: 'content' | 'list', id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      kind === 'content'
        ? api(contentsApi.toggleSavedContent, { params: { id } })
        : api(contentsApi.toggleListFavorite, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

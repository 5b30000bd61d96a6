import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { contentKeys } from './keys.ts';

/** POST /v1/myself/contents/access: opening a content enrols the person. */
export function useAccessContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contentId: string) => api(contentsApi.accessContent, { body: { contentId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { contentKeys } from './keys.ts';

/** POST /v1/contents/:id/lists */
export function useAssociateContent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lists: string[]) => api(contentsApi.associateContent, { params: { id }, body: { lists } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

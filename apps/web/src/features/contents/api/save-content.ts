import { useMutation, useQueryClient } from '@tanstack/react-query';
import { contentsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { contentKeys } from './keys.ts';

/** POST /v1/contents or /v1/contents/:id (multipart). */
export function useSaveContent(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) =>
      id ? api(contentsApi.updateContent, { params: { id }, form }) : api(contentsApi.createContent, { form }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.all }),
  });
}

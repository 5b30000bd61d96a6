import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hiringApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { templateKeys } from './keys.ts';

/** DELETE /v1/-/message-templates/:id: deletes one of the company's own templates. */
export function useDeleteMessageTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(hiringApi.deleteMessageTemplate, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

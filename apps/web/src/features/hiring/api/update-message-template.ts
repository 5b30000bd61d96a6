import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hiringApi, type MessageTemplateBody } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { templateKeys } from './keys.ts';

/** PUT /v1/-/message-templates/:id: changes one of the company's own templates. */
export function useUpdateMessageTemplate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageTemplateBody) => api(hiringApi.updateMessageTemplate, { params: { id }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

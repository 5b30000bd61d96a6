import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hiringApi, type MessageTemplateBody } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { templateKeys } from './keys.ts';

/** POST /v1/-/message-templates: adds one of the company's templates. */
export function useCreateMessageTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MessageTemplateBody) => api(hiringApi.createMessageTemplate, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templateKeys.all }),
  });
}

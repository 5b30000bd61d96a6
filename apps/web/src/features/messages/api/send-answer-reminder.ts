import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { messageKeys } from './keys.ts';

/** POST /v1/messages/reminder: the candidate's one reminder after the promised answer date. */
export function useSendAnswerReminder(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(messagesApi.sendAnswerReminder, { body: { applicationId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

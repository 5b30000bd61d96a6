import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { type MessagesSide, messageKeys } from './keys.ts';

/** POST /v1/messages (the candidate) or POST /v1/-/applications/:id/messages (a recruiter). */
export function useSendMessage(side: MessagesSide, applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      side === 'company'
        ? api(messagesApi.sendCandidateMessage, { params: { id: applicationId }, body: { body } })
        : api(messagesApi.sendMessage, { body: { applicationId, body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

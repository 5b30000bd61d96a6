import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { type MessagesSide, messageKeys } from './keys.ts';

/** PUT /v1/messages or PUT /v1/-/applications/:id/messages: the other side's messages of a conversation are read. */
export function useReadConversation(side: MessagesSide, applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      side === 'company'
        ? api(messagesApi.readCandidateConversation, { params: { id: applicationId } })
        : api(messagesApi.readConversation, { body: { applicationId } }),
    // the header's count, the list's and the conversation's own go to zero; the applications tabs show unread too
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: messageKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['applications'] });
    },
  });
}

import { queryOptions } from '@tanstack/react-query';
import { messagesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { type MessagesSide, messageKeys } from './keys.ts';

/** GET /v1/messages/:id or GET /v1/-/applications/:id/messages: one conversation, oldest message first. */
export const conversationQuery = (side: MessagesSide, applicationId: string) =>
  queryOptions({
    queryKey: messageKeys.conversation(side, applicationId),
    queryFn: () =>
      side === 'company'
        ? api(messagesApi.getCandidateConversation, { params: { id: applicationId } })
        : api(messagesApi.getConversation, { params: { id: applicationId } }),
  });

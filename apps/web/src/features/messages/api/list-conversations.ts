import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { messagesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { type MessagesSide, messageKeys } from './keys.ts';

/** Conversations per page of the modal's list. */
const CONVERSATIONS_PAGE = 20;
/** How often the header's count looks for new messages. */
const UNREAD_EVERY = 60_000;

const listPage = (side: MessagesSide, aggregator: string | null, page: number, limit: number) =>
  side === 'company'
    ? api(messagesApi.listCompanyConversations, { query: { page, limit } })
    : api(messagesApi.listConversations, { query: { page, limit, ...(aggregator && { aggregator }) } });

/** GET /v1/messages or GET /v1/-/messages: the conversations, last message first, a page more on "show more". */
export const conversationsQuery = (side: MessagesSide, aggregator: string | null) =>
  infiniteQueryOptions({
    queryKey: messageKeys.list(side, aggregator),
    queryFn: ({ pageParam }) => listPage(side, aggregator, pageParam, CONVERSATIONS_PAGE),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

/** The header's unread count: the same list, one row, refreshed every minute. */
export const unreadMessagesQuery = (side: MessagesSide, aggregator: string | null) =>
  queryOptions({
    queryKey: messageKeys.unread(side, aggregator),
    queryFn: async () => (await listPage(side, aggregator, 1, 1)).totalUnread,
    refetchInterval: UNREAD_EVERY,
  });

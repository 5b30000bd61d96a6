/** Whose conversations: the caller's own as a candidate, or their company's as a recruiter. */
export type MessagesSide = 'candidate' | 'company';

/** The query keys of messages; every change invalidates `all` (lists, counts and conversations move together). */
export const messageKeys = {
  all: ['messages'] as const,
  list: (side: MessagesSide, aggregator: string | null) => ['messages', side, 'list', aggregator] as const,
  unread: (side: MessagesSide, aggregator: string | null) => ['messages', side, 'unread', aggregator] as const,
  conversation: (side: MessagesSide, applicationId: string) => ['messages', side, 'conversation', applicationId] as const,
};

import { z } from 'zod';

/** The longest message either side may write. */
const MAX_MESSAGE_LENGTH = 2000;

/** One message of a conversation (the conversation is the application). */
export const conversationMessage = z.object({
  id: z.string(),
  body: z.string(),
  /** true when a recruiter of the company wrote it, false when the candidate did */
  fromCompany: z.boolean(),
  /** who wrote it; null when the account no longer exists */
  senderName: z.string().nullable(),
  createdAt: z.string(),
  /** when the other side read it; null while unread */
  readAt: z.string().nullable(),
});
export type ConversationMessage = z.output<typeof conversationMessage>;

/** Who a conversation is between: the position and its company, and the candidate. */
const conversationParties = {
  applicationId: z.string(),
  position: z.object({ id: z.string(), title: z.string() }),
  company: z.object({ id: z.string(), name: z.string(), subdomain: z.string().nullable(), avatarUrl: z.string().nullable() }),
  candidate: z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() }),
};

/** A conversation as the lists show it: its last message and how many the caller has not read. */
export const conversationItem = z.object({
  ...conversationParties,
  lastMessage: z.object({ body: z.string(), fromCompany: z.boolean(), createdAt: z.string() }),
  /** messages of the other side the caller has not read */
  unread: z.number(),
});
export type ConversationItem = z.output<typeof conversationItem>;

/** A page of conversations and, for the header, the caller's unread messages in all of them. */
export const conversationPage = z.object({
  items: z.array(conversationItem),
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  totalUnread: z.number(),
});
export type ConversationPage = z.output<typeof conversationPage>;

/** One conversation whole: its messages oldest first. */
export const conversationDetails = z.object({
  ...conversationParties,
  messages: z.array(conversationMessage),
  unread: z.number(),
  /** when the candidate sent their one reminder after the promised answer date, if they did */
  reminderSentAt: z.string().nullable(),
});
export type ConversationDetails = z.output<typeof conversationDetails>;

/** What a message carries: its text, 1 to 2000 characters once trimmed. */
export const messageBody = z.object({ body: z.string().trim().min(1).max(MAX_MESSAGE_LENGTH) });

/** The answer of marking a conversation read. */
export const conversationRead = z.object({ unread: z.number() });

// What the messages domain offers the rest of the app (the only file of it others may import).

/** The header's envelope with the unread count, opening the messages modal (the workspace shell, wired by app/). */
export { MessagesButton } from './modal/messages-button.tsx';
/** The one reminder after a promised answer date passed (the candidate's application card). */
export { AnswerReminder } from './reminder/answer-reminder.tsx';
/** One conversation of an application with its composer (the candidate's application page, the recruiter's candidate page). */
export { ConversationPanel } from './shared/conversation-panel.tsx';

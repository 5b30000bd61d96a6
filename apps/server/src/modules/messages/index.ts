// The messages module's public surface: the candidate ↔ company conversations about an application.
export { sendDueMessageMails } from './message-mails.ts';
export { messagesRoutes } from './messages.routes.ts';
export { messagesTasks } from './messages.tasks.ts';

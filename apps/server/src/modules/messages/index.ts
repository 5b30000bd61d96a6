// The messages module's public surface: the candidate ↔ company conversations about an application.
export { sendDueMessageMails } from './message-mails.ts';
export { messagesJobs } from './messages.jobs.ts';
export { messagesRoutes } from './messages.routes.ts';

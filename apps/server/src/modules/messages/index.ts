// The messages module's public surface: the candidate ↔ company conversations about an application.
import type { ServerModule } from '../module.ts';
import { messagesRoutes } from './messages.routes.ts';
import { messagesTasks } from './messages.tasks.ts';

export { sendDueMessageMails } from './message-mails.ts';

/** The module as the app wires it (modules/domains.ts lists it). */
export const messagesModule: ServerModule = {
  name: 'messages',
  routes: messagesRoutes,
  tasks: messagesTasks,
};

// The messages module's public surface: the candidate ↔ company conversations about an application.
export { messagesRoutes } from './messages.routes.ts';

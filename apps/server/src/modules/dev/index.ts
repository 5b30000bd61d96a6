// The dev module's public surface: the mailbox of e-mails sent outside production.
export { outboxRoutes } from './outbox.routes.ts';

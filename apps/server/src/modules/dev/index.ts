// The dev module's public surface: the mailbox of e-mails sent outside production, and the journeys' test data.
export { devFixturesRoutes } from './fixtures.routes.ts';
export { outboxRoutes } from './outbox.routes.ts';

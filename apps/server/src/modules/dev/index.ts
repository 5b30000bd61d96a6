// The dev module's public surface: the mailbox of e-mails sent outside production, and the journeys' test data.
import type { ServerModule } from '../module.ts';
import { devFixturesRoutes } from './fixtures.routes.ts';
import { outboxRoutes } from './outbox.routes.ts';

/** The module as the app wires it (modules/domains.ts lists it). */
export const devModule: ServerModule = {
  name: 'dev',
  routes: [...outboxRoutes, ...devFixturesRoutes],
};

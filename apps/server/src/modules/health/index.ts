// The health module's public surface.
import type { ServerModule } from '../module.ts';
import { healthRoutes } from './health.routes.ts';

/** how long readiness waits for the database (the probe's own connection gives up then too) */
export { READY_TIMEOUT_MS } from './health.routes.ts';

/** The module as the app wires it (modules/domains.ts lists it). */
export const healthModule: ServerModule = {
  name: 'health',
  routes: healthRoutes,
};

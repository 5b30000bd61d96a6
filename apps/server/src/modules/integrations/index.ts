// The integrations module's public surface.
import type { ServerModule } from '../module.ts';
import { integrationsRoutes } from './integrations.routes.ts';

export { hiringNotificationMail } from './hiring-notification.ts';
export { ensureNative, installIntegration, setHiringNotification } from './integrations.service.ts';

/** The module as the app wires it (modules/domains.ts lists it). */
export const integrationsModule: ServerModule = {
  name: 'integrations',
  routes: integrationsRoutes,
};

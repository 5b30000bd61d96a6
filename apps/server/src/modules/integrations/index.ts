// The integrations module's public surface.
import type { ServerModule } from '../module.ts';
import { apiKeysRoutes } from './api-keys.routes.ts';
import { integrationsRoutes } from './integrations.routes.ts';

export { apiKeyGate } from './api-keys.service.ts';
export { hiringNotificationMail } from './hiring-notification.ts';
export { ensureNative, installIntegration, setHiringNotification } from './integrations.service.ts';

/** The module as the app wires it (modules/domains.ts lists it). */
export const integrationsModule: ServerModule = {
  name: 'integrations',
  routes: [...integrationsRoutes, ...apiKeysRoutes],
};

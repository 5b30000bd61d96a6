// The integrations module's public surface.
import type { ServerModule } from '../module.ts';
import { apiKeysRoutes } from './api-keys.routes.ts';
import { integrationsRoutes } from './integrations.routes.ts';
import { integrationsTasks } from './integrations.tasks.ts';
import { webhooksRoutes } from './webhooks.routes.ts';

export { apiKeyGate } from './api-keys.service.ts';
export { hiringNotificationMail } from './hiring-notification.ts';
export { ensureNative, installIntegration, setHiringNotification } from './integrations.service.ts';
export { decryptSecret, encryptSecret, secretsKeyOf } from './secrets.ts';
export { emitApplicationWebhookEvent, emitWebhookEvent } from './webhooks.service.ts';

/** The module as the app wires it (modules/domains.ts lists it). */
export const integrationsModule: ServerModule = {
  name: 'integrations',
  routes: [...integrationsRoutes, ...apiKeysRoutes, ...webhooksRoutes],
  tasks: integrationsTasks,
};

// The integrations module's public surface (issue 14).

export { hiringNotificationMail } from './hiring-notification.ts';
export { integrationsRoutes } from './integrations.routes.ts';
export { ensureNative, installIntegration, setHiringNotification } from './integrations.service.ts';

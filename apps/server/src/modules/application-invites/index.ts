// The application-invites module's public surface: invites to apply (users) and prospect invites (e-mail links).

export { applicationInvitesRoutes } from './application-invites.routes.ts';
export { seedApplicationInvite } from './application-invites.service.ts';

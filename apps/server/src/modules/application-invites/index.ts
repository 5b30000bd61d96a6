// The application-invites module's public surface: invites to apply (users) and prospect invites (e-mail links).
import type { ServerModule } from '../module.ts';
import { applicationInvitesRoutes } from './application-invites.routes.ts';

export { seedApplicationInvite } from './application-invites.service.ts';

/** The module as the app wires it (modules/domains.ts lists it). */
export const applicationInvitesModule: ServerModule = {
  name: 'application-invites',
  routes: applicationInvitesRoutes,
};

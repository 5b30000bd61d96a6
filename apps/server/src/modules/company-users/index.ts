// The company-users module's public surface.
import type { ServerModule } from '../module.ts';
import { companyUsersRoutes } from './company-users.routes.ts';

/** The module as the app wires it (modules/domains.ts lists it). */
export const companyUsersModule: ServerModule = {
  name: 'company-users',
  routes: companyUsersRoutes,
};

// The company module's public surface.
import type { ServerModule } from '../module.ts';
import { companyRoutes } from './company.routes.ts';

export { companyBillingParty } from './billing-party.ts';

/** The module as the app wires it (modules/domains.ts lists it). */
export const companyModule: ServerModule = {
  name: 'company',
  routes: companyRoutes,
};

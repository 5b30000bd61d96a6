// The company-records module's public surface.
import type { ServerModule } from '../module.ts';
import { companyRecordsRoutes } from './company-records.routes.ts';

/** The module as the app wires it (modules/domains.ts lists it). */
export const companyRecordsModule: ServerModule = {
  name: 'company-records',
  routes: companyRecordsRoutes,
};

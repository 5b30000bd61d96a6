// The reports module's public surface: the person's career history and the company's pipeline reports.
import type { ServerModule } from '../module.ts';
import { reportsRoutes } from './reports.routes.ts';

/** A spreadsheet-safe CSV cell, for every report the product exports. */
export { cell as csvCell } from './reports.view.ts';

/** The module as the app wires it (modules/domains.ts lists it). */
export const reportsModule: ServerModule = {
  name: 'reports',
  routes: reportsRoutes,
};

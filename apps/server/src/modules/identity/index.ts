// The identity module's public surface: other modules and the app import from here only.
import type { ServerModule } from '../module.ts';
import { identityExportSections } from './export.data.ts';
import { identityRoutes } from './identity.routes.ts';
import { identityTasks } from './identity.tasks.ts';

export { updateAccountFields } from './users.data.ts';

/** The module as the app wires it (modules/domains.ts lists it). */
export const identityModule: ServerModule = {
  name: 'identity',
  routes: identityRoutes,
  tasks: identityTasks,
  exportSections: identityExportSections,
};

// The privacy module's public surface: "download my data" over every module's export sections.
import type { ServerModule } from '../module.ts';
import { privacyRoutes } from './privacy.routes.ts';

/** The module as the app wires it (modules/domains.ts lists it). */
export const privacyModule: ServerModule = {
  name: 'privacy',
  routes: (all) => privacyRoutes(all.exportSections),
};

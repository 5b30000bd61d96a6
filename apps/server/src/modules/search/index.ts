// Search across domains: one text over positions, courses and contents at once.
import type { ServerModule } from '../module.ts';
import { searchRoutes } from './search.routes.ts';

/** The module as the app wires it (modules/domains.ts lists it). */
export const searchModule: ServerModule = {
  name: 'search',
  routes: searchRoutes,
};

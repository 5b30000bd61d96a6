// The lookups module's public surface: reference data for the profile forms, no tables.
import type { ServerModule } from '../module.ts';
import { lookupsRoutes } from './lookups.routes.ts';

export { citiesWithin } from './city-distances.ts';
export { resolveCity } from './lookups.service.ts';
export { loadCities, loadStates } from './reference-data.ts';
export { foldText, searchRows } from './search.ts';

/** The module as the app wires it (modules/domains.ts lists it). */
export const lookupsModule: ServerModule = {
  name: 'lookups',
  routes: lookupsRoutes,
};

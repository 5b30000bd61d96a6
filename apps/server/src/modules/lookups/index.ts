// The lookups module's public surface: reference data for the profile forms, no tables.
export { lookupsRoutes } from './lookups.routes.ts';
export { loadCities, loadStates } from './reference-data.ts';
export { foldText, searchRows } from './search.ts';

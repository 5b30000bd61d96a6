// The lookups module's public surface: reference data for the profile forms, no tables.
export { lookupsRoutes } from './lookups.routes.ts';

// The identity module's public surface: other modules and the app import from here only.
export { identityJobs } from './identity.jobs.ts';
export { identityRoutes } from './identity.routes.ts';

// The identity module's public surface: other modules and the app import from here only.

export { identityExportSections } from './export.data.ts';
export { identityJobs } from './identity.jobs.ts';
export { identityRoutes } from './identity.routes.ts';

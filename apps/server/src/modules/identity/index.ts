// The identity module's public surface: other modules and the app import from here only.

export { identityExportSections } from './export.data.ts';
export { identityRoutes } from './identity.routes.ts';
export { identityTasks } from './identity.tasks.ts';

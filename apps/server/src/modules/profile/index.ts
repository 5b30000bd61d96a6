// The profile module's public surface: other modules, the app and the seeds import from here only.
import type { ServerModule } from '../module.ts';
import { profileExportSections } from './export.data.ts';
import { profileRoutes } from './profile.routes.ts';

export { findProfile, isPcdProfile } from './profile.data.ts';
export { writeProfileForm } from './profile.service.ts';

/** The module as the app wires it (modules/domains.ts lists it). */
export const profileModule: ServerModule = {
  name: 'profile',
  routes: profileRoutes,
  exportSections: profileExportSections,
};

// The profile module's public surface: other modules, the app and the seeds import from here only.

export { profileExportSections } from './export.data.ts';
export { findProfile, isPcdProfile, saveProfileRow } from './profile.data.ts';
export { profileRoutes } from './profile.routes.ts';

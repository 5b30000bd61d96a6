// The applications module's public surface: the candidate's applications, the recruiters' pipeline, and the access
// rules the messages, interviews, offers, invites and reports modules share.
export { assertRecruiterMay, type LoadedApplication, loadApplicationScope, loadOwnApplication } from './access.ts';
export { addApplicationEvent } from './applications.data.ts';
export { applicationsRoutes } from './applications.routes.ts';
export { applicationsExportSections } from './export.data.ts';

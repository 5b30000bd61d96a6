// The applications module's public surface: the candidate's applications, the recruiters' pipeline, and the access
// rules the messages, interviews, offers, invites and reports modules share.
import type { ServerModule } from '../module.ts';
import { applicationsRoutes } from './applications.routes.ts';
import { applicationsExportSections } from './export.data.ts';

export { assertRecruiterMay, type LoadedApplication, loadApplicationScope, loadOwnApplication } from './access.ts';
export { addApplicationEvent } from './applications.data.ts';
export { addBulkEvents, moveApplications, setApplicationStage } from './pipeline.data.ts';
export { takeProfileSnapshot } from './profile-snapshot.ts';
export { profileResumePdf } from './resume-pdf.ts';

/** The module as the app wires it (modules/domains.ts lists it). */
export const applicationsModule: ServerModule = {
  name: 'applications',
  routes: applicationsRoutes,
  exportSections: applicationsExportSections,
};

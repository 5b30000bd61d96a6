// The job alerts module's public surface: searches kept as alerts, their e-mails and unsubscribe page.
import type { ServerModule } from '../module.ts';
import { jobAlertsExportSections } from './export.data.ts';
import { jobAlertsRoutes } from './job-alerts.routes.ts';
import { jobAlertsTasks } from './job-alerts.tasks.ts';

export { registerJobAlertPages } from './job-alerts.routes.ts';

/** The module as the app wires it (modules/domains.ts lists it). */
export const jobAlertsModule: ServerModule = {
  name: 'job-alerts',
  routes: jobAlertsRoutes,
  tasks: jobAlertsTasks,
  exportSections: jobAlertsExportSections,
};

// The communication module's public surface: the app, the seeds and other modules import from here only.
import type { ServerModule } from '../module.ts';
import { communicationRoutes } from './communication.routes.ts';
import { communicationTasks } from './communication.tasks.ts';
import { communicationExportSections } from './export.data.ts';

export { upsertPreferences } from './communication.data.ts';
export { scheduleNewAccounts, sendDueSummaries } from './communication.service.ts';
export { nextSummaryAt, timeZoneOf } from './schedule.ts';
export type { SummarySection } from './summary.ts';

/** The module as the app wires it (modules/domains.ts lists it). */
export const communicationModule: ServerModule = {
  name: 'communication',
  routes: communicationRoutes,
  tasks: (all) => communicationTasks(all.summarySections),
  exportSections: communicationExportSections,
};

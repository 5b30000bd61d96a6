// The communication module's public surface: the app, the seeds and other modules import from here only.
export { upsertPreferences } from './communication.data.ts';
export { communicationRoutes } from './communication.routes.ts';
export { scheduleNewAccounts, sendDueSummaries } from './communication.service.ts';
export { communicationTasks } from './communication.tasks.ts';
export { communicationExportSections } from './export.data.ts';
export { nextSummaryAt, timeZoneOf } from './schedule.ts';
export type { SummarySection } from './summary.ts';

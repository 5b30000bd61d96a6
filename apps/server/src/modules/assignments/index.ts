// The assignments module's public surface: training a company assigns, its report and the reminders.
import type { ServerModule } from '../module.ts';
import { assignmentsRoutes } from './assignments.routes.ts';
import { assignmentsTasks } from './assignments.tasks.ts';

/** The module as the app wires it (modules/domains.ts lists it). */
export const assignmentsModule: ServerModule = {
  name: 'assignments',
  routes: assignmentsRoutes,
  tasks: assignmentsTasks,
};

// The hiring module's public surface: interview invites and job offers, both sides.
import type { ServerModule } from '../module.ts';
import { hiringRoutes } from './hiring.routes.ts';
import { hiringTasks } from './hiring.tasks.ts';

export { interviewMail, offerMail } from './hiring-mail.ts';

/** The module as the app wires it (modules/domains.ts lists it). */
export const hiringModule: ServerModule = {
  name: 'hiring',
  routes: hiringRoutes,
  tasks: hiringTasks,
};

import type { ServerModule } from '../module.ts';
import { quizzesExportSections } from './export.data.ts';
import { quizzesRoutes } from './quizzes.routes.ts';

/** The module as the app wires it (modules/domains.ts lists it). */
export const quizzesModule: ServerModule = {
  name: 'quizzes',
  routes: quizzesRoutes,
  exportSections: quizzesExportSections,
};

export { upsertQuiz } from './quizzes.data.ts';

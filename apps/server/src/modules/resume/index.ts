// The resume module's public surface: the app imports from here only.
import type { ServerModule } from '../module.ts';
import { resumeExportSections } from './export.data.ts';
import { resumeRoutes } from './resume.routes.ts';
import { resumeTasks } from './resume.tasks.ts';

export { readPdf, readPdfInThread } from './read-pdf.ts';
export { analyseWaitingResumes } from './resume.service.ts';

/** The module as the app wires it (modules/domains.ts lists it). */
export const resumeModule: ServerModule = {
  name: 'resume',
  routes: resumeRoutes,
  tasks: resumeTasks,
  exportSections: resumeExportSections,
};

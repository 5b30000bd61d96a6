// The resume module's public surface: the app imports from here only.

export { resumeExportSections } from './export.data.ts';
export { resumeRoutes } from './resume.routes.ts';
export { analyseWaitingResumes } from './resume.service.ts';
export { resumeTasks } from './resume.tasks.ts';

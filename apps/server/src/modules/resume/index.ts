// The resume module's public surface: the app imports from here only.

export { resumeExportSections } from './export.data.ts';
export { resumeJobs } from './resume.jobs.ts';
export { resumeRoutes } from './resume.routes.ts';
export { analyseWaitingResumes } from './resume.service.ts';

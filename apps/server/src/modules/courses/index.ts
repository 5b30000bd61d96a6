// The course catalogue's public surface: its routes, the import (the command and the demo data use it), its
// reference data and its part of "download my data".
import type { ServerModule } from '../module.ts';
import { coursesRoutes } from './courses.routes.ts';
import { coursesExportSections } from './export.data.ts';

export { saveProviders, saveSegments } from './courses.data.ts';
export { searchCourses } from './courses.service.ts';
export { formatImportReport, type ImportRecord, importCourseRecords, parseCoursesCsv } from './import.ts';
export { COURSE_SEGMENTS } from './segments.ts';

/** The module as the app wires it (modules/domains.ts lists it). */
export const coursesModule: ServerModule = {
  name: 'courses',
  routes: coursesRoutes,
  exportSections: coursesExportSections,
};

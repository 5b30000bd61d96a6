// The course catalogue's public surface: its routes, the import (the command and the demo data use it), its
// reference data and its part of "download my data".
export { saveProviders, saveSegments } from './courses.data.ts';
export { coursesRoutes } from './courses.routes.ts';
export { searchCourses } from './courses.service.ts';
export { coursesExportSections } from './export.data.ts';
export { formatImportReport, type ImportRecord, importCourseRecords, parseCoursesCsv } from './import.ts';
export { COURSE_SEGMENTS } from './segments.ts';

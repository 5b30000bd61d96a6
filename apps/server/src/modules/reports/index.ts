// The reports module's public surface: the person's career history and the company's pipeline reports.
export { reportsRoutes } from './reports.routes.ts';

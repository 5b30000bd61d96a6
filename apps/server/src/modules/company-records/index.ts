// The company-records module's public surface (issue 14).
export { companyRecordsRoutes } from './company-records.routes.ts';

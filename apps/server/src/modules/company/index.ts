// The company module's public surface (issue 14).
export { companyRoutes } from './company.routes.ts';

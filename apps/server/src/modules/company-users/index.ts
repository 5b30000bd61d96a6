// The company-users module's public surface (issue 14).
export { companyUsersRoutes } from './company-users.routes.ts';

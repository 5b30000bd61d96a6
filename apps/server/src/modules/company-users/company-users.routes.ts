import type { RouteTable } from '../../platform/http/register.ts';

export const companyUsersRoutes: RouteTable['routes'] = [];

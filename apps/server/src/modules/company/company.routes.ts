import type { RouteTable } from '../../platform/http/register.ts';

export const companyRoutes: RouteTable['routes'] = [];

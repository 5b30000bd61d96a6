import type { RouteTable } from '../../platform/http/register.ts';

export const companyRecordsRoutes: RouteTable['routes'] = [];

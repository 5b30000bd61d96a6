import type { RouteTable } from '../../platform/http/register.ts';

export const walletRoutes: RouteTable['routes'] = [];

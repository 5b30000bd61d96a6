import type { RouteTable } from '../../platform/http/register.ts';

export const integrationsRoutes: RouteTable['routes'] = [];

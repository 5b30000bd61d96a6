import type { RouteEntry } from '../../platform/http/context.ts';

export const applicationsRoutes: RouteEntry[] = [];

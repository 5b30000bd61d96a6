import type { RouteObject } from 'react-router';

// Every features/<domain>/public-routes.tsx, found by Vite at build time: a new domain registers itself by having it.
// The public screens come with the first page; the domains' routes.tsx load together on the first navigation elsewhere
// (app/found-domains.ts, assembled by app/discovered-routes.tsx).
const publicModules = import.meta.glob<{ default: RouteObject[] }>('../features/*/public-routes.tsx', { eager: true });

export const publicRoutes: RouteObject[] = Object.keys(publicModules)
  .sort()
  .flatMap((path) => publicModules[path]!.default);

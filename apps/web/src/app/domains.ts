import type { RouteObject } from 'react-router';
import type { DomainRoutes } from '../lib/routing/domain-routes.ts';

// Every features/<domain>/public-routes.tsx and routes.tsx, found by Vite at build time: a new domain registers itself
// by having them. The public screens come with the first page; the rest loads on the first navigation elsewhere.
const publicModules = import.meta.glob<{ default: RouteObject[] }>('../features/*/public-routes.tsx', { eager: true });
const domainModules = import.meta.glob<{ default: DomainRoutes }>('../features/*/routes.tsx');

export const publicRoutes: RouteObject[] = Object.keys(publicModules)
  .sort()
  .flatMap((path) => publicModules[path]!.default);

export const loadDomainRoutes = (): Promise<DomainRoutes[]> =>
  Promise.all(
    Object.keys(domainModules)
      .sort()
      .map(async (path) => (await domainModules[path]!()).default),
  );

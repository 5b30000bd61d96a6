import type { DomainRoutes } from '../lib/routing/domain-routes.ts';

// Every features/<domain>/routes.tsx, found by Vite at build time: a new domain registers itself by having one.
const modules = import.meta.glob<{ default: DomainRoutes }>('../features/*/routes.tsx', { eager: true });

export const domainRoutes: DomainRoutes[] = Object.keys(modules)
  .sort()
  .map((path) => modules[path]!.default);

import { createBrowserRouter, type PatchRoutesOnNavigationFunction } from 'react-router';
import { ROUTE_IDS } from '../lib/routing/route-ids.ts';
import { registerRouteTable } from '../lib/routing/route-table.ts';
import { loadDomainRoutes, publicRoutes } from './domains.ts';
import { startingRoutes } from './routes.tsx';

const routes = startingRoutes(publicRoutes);
registerRouteTable(routes);

// The domains' routes, found once, on the first navigation the starting table does not serve (React Router calls this
// for a path it does not match, or matches only through a catch-all or a parameter, before it runs any loader).
let discovery: Promise<void> | null = null;
const discover: PatchRoutesOnNavigationFunction = ({ patch }) => {
  discovery ??= Promise.all([import('./discovered-routes.tsx'), loadDomainRoutes()]).then(
    ([{ assembleRoutes, foundRoutes }, domains]) => {
      patch(ROUTE_IDS.root, foundRoutes(domains));
      registerRouteTable(assembleRoutes(publicRoutes, domains));
    },
    (error: unknown) => {
      discovery = null;
      throw error;
    },
  );
  return discovery;
};

export const router = createBrowserRouter(routes, { patchRoutesOnNavigation: discover });

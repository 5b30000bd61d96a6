import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { queryClient } from '../lib/api/query-client.ts';
import { ROUTE_IDS } from '../lib/routing/route-ids.ts';
import { isRouted, registerRouteTable } from '../lib/routing/route-table.ts';
import { sessionQuery } from '../lib/session/session.ts';
import { tokenStorage } from '../lib/session/token-storage.ts';
import { publicRoutes } from './domains.ts';
import { startingRoutes } from './routes.tsx';

const routes = startingRoutes(publicRoutes);
registerRouteTable(routes);

// The domains' routes, loaded once (again after a failure): the root's new children, and the whole table for
// lib/routing/route-table.ts.
let found: Promise<RouteObject[]> | null = null;
const loadFound = (): Promise<RouteObject[]> => {
  found ??= Promise.all([import('./discovered-routes.tsx'), import('./found-domains.ts')]).then(
    ([{ assembleRoutes, foundRoutes }, { domainRoutes }]) => {
      registerRouteTable(assembleRoutes(publicRoutes, domainRoutes));
      return foundRoutes(domainRoutes);
    },
    (error: unknown) => {
      found = null;
      throw error;
    },
  );
  return found;
};

// Started without the network: the data last read comes back before any loader runs, so the screens
// visited before read it (lib/offline/query-persistence.ts; its code was kept by the service worker).
if (tokenStorage.get() && !navigator.onLine) {
  await import('../lib/offline/restore.ts').then(({ restoreOfflineData }) => restoreOfflineData(queryClient)).catch(() => undefined);
}

// React Router asks on a navigation the table it has does not serve for sure (a path it does not match, or matches
// only through a catch-all or a parameter), before it runs any loader. It keeps each child once, so patching again
// (a navigation cut short the first time, a later path with a parameter) adds nothing twice.
const discover: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  patch(ROUTE_IDS.root, await loadFound());
};

// A first page past the public screens (a signed-in visit) needs them at once, and the session its guards read, the
// loading frame it shows meanwhile and the map of the words' files: all asked for now, beside the entry's own requests,
// instead of one after the other once the app has started (the guard's loadSession finds the answer, or the request in
// flight, in the query cache).
if (!isRouted(window.location.pathname)) {
  void loadFound().catch(() => undefined);
  if (tokenStorage.get()) void queryClient.prefetchQuery(sessionQuery);
  void import('../lib/ui/shell-skeleton.tsx').catch(() => undefined);
  // where the domains' words are (each route loads its domain's namespace beside its screen, app/found-domains.ts)
  void import('../lib/i18n/locale-files.ts').catch(() => undefined);
}

export const router = createBrowserRouter(routes, { patchRoutesOnNavigation: discover });

import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { guard, notAvailable, page } from '../lib/routing/route-helpers.ts';
import { ROUTE_IDS } from '../lib/routing/route-ids.ts';
import RootLayout, { RootError } from './root-layout.tsx';

const sessionGuards = () => import('../lib/session/guards.ts');

// Loaded beside the first loaders (not in the entry bundle, and not in the route table's node imports).
const ShellSkeleton = lazy(() => import('../lib/ui/shell-skeleton.tsx').then((module) => ({ default: module.ShellSkeleton })));

/** While the session and the first screen load: the app's frame with a loading state, never a blank page. */
function LoadingShell() {
  return (
    <Suspense fallback={null}>
      <ShellSkeleton />
    </Suspense>
  );
}

/**
 * The route tree the first page starts with: the root layout, the public screens (features/<domain>/public-routes.tsx)
 * and the catch-all. The rest, the domains' routes (`found`, app/discovered-routes.tsx), joins the root's children on
 * the first navigation the public screens do not serve (app/router.tsx), so the sign-in does not carry every domain's
 * route table (its JavaScript budget, docs/benchmarks.md). The catch-all also makes React Router ask for them: a path it matches
 * may have a better route not found yet.
 */
export function startingRoutes(publicRoutes: RouteObject[], found: RouteObject[] = []): RouteObject[] {
  return [
    {
      // pathless: '/' alone would match it whole, and React Router would not look for the routes not found yet
      id: ROUTE_IDS.root,
      Component: RootLayout,
      ErrorBoundary: RootError,
      HydrateFallback: LoadingShell,
      children: [
        // public routes: menu hidden, a signed-in user goes to /
        { loader: guard(sessionGuards, 'publicOnly'), ...page(() => import('../lib/shell/public-layout.tsx')), children: publicRoutes },
        ...found,
        { path: '*', loader: notAvailable('/') },
      ],
    },
  ];
}

import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import type { DomainRoutes, RouteSlot } from '../lib/routing/domain-routes.ts';
import { guard, notAvailable, page } from '../lib/routing/route-helpers.ts';
import { ROUTE_IDS } from '../lib/routing/route-ids.ts';
import { requireAggregator, requireBusiness, requireIndividual } from '../lib/workspace/lazy-guards.ts';

const sessionGuards = () => import('../lib/session/guards.ts');
const workspaceShell = () => import('../lib/shell/workspace-layout.tsx');

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
 * The app's route tree: the layouts and guards every domain shares, with each domain's routes
 * (features/<domain>/routes.tsx) hung in its slots. A new domain adds its own routes file, nothing here.
 */
export function assembleRoutes(domains: DomainRoutes[]): RouteObject[] {
  const slot = (name: RouteSlot): RouteObject[] => domains.flatMap((domain) => domain[name] ?? []);
  return [
    {
      path: '/',
      lazy: async () => {
        const { default: Component, RootError } = await import('./root-layout.tsx');
        return { Component, ErrorBoundary: RootError };
      },
      HydrateFallback: LoadingShell,
      children: [
        // public routes: menu hidden, a signed-in user goes to /
        { loader: guard(sessionGuards, 'publicOnly'), ...page(() => import('../lib/shell/public-layout.tsx')), children: slot('public') },
        ...slot('open'),
        {
          id: ROUTE_IDS.session,
          loader: guard(sessionGuards, 'requireSession'),
          children: [
            // the account layout (identity) gets the sections other domains add to /account
            ...slot('session').map(
              (route): RouteObject =>
                route.path === 'account' && !route.index ? { ...route, children: [...slot('account'), ...(route.children ?? [])] } : route,
            ),
            {
              id: ROUTE_IDS.individual,
              path: 'my',
              loader: requireIndividual,
              ...page(workspaceShell),
              children: slot('individual'),
            },
            {
              id: ROUTE_IDS.business,
              path: 'c/:companyDomain',
              loader: requireBusiness,
              ...page(workspaceShell),
              children: [
                ...slot('business'),
                ...slot('company'),
                { path: '*', loader: notAvailable(({ params }) => `/c/${params.companyDomain}`) },
              ],
            },
            {
              id: ROUTE_IDS.aggregator,
              path: 'p/:companyDomain',
              loader: requireAggregator,
              ...page(workspaceShell),
              children: [
                ...slot('aggregator'),
                ...slot('company'),
                { path: '*', loader: notAvailable(({ params }) => `/p/${params.companyDomain}`) },
              ],
            },
          ],
        },
        { path: '*', loader: notAvailable('/') },
      ],
    },
  ];
}

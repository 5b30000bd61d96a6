import type { RouteObject } from 'react-router';
import type { DomainRoutes, RouteSlot } from '../lib/routing/domain-routes.ts';
import { guard, notAvailable, pageSpeaking } from '../lib/routing/route-helpers.ts';
import { ROUTE_IDS } from '../lib/routing/route-ids.ts';
import { requireAggregator, requireBusiness, requireIndividual } from '../lib/workspace/lazy-guards.ts';
import { startingRoutes } from './routes.tsx';

const sessionGuards = () => import('../lib/session/guards.ts');
const workspaceShell = () => import('./workspace-shell.tsx');
// The header's envelope (app/workspace-shell.tsx) speaks the messages namespace: its words load beside the shell's
// code, not once the shell first renders and asks (a round trip, and a render done twice, before the header shows).
const shell = pageSpeaking('messages', workspaceShell);

/**
 * The root's children beyond the public screens: the layouts and guards every domain shares, with each domain's
 * routes (features/<domain>/routes.tsx) hung in its slots. Loaded on the first navigation the starting table does not
 * serve (app/router.tsx). A new domain adds its own routes file, nothing here.
 */
export function foundRoutes(domains: DomainRoutes[]): RouteObject[] {
  const slot = (name: RouteSlot): RouteObject[] => domains.flatMap((domain) => domain[name] ?? []);
  return [
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
          ...shell,
          children: slot('individual'),
        },
        {
          id: ROUTE_IDS.business,
          path: 'c/:companyDomain',
          loader: requireBusiness,
          ...shell,
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
          ...shell,
          children: [
            ...slot('aggregator'),
            ...slot('company'),
            { path: '*', loader: notAvailable(({ params }) => `/p/${params.companyDomain}`) },
          ],
        },
      ],
    },
  ];
}

/** The whole tree, as the router has it once the domains' routes are found (route table, npm run routes, tests). */
export const assembleRoutes = (publicRoutes: RouteObject[], domains: DomainRoutes[]): RouteObject[] =>
  startingRoutes(publicRoutes, foundRoutes(domains));

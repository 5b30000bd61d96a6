import { type RouteObject, redirect } from 'react-router';
import { registerDiscoveryPanel } from '../../lib/discovery/discovery-registry.ts';
import type { DomainRoutes } from '../../lib/routing/domain-routes.ts';
import { page } from '../../lib/routing/route-helpers.ts';

const positionSearch = () => import('./search/position-search-page.tsx');
const positionDetails = page(() => import('./details/position-details-page.tsx'));
const recruitmentPositions = page(() => import('./recruitment/positions-page.tsx'));
const positionForm = page(() => import('./recruitment/position-form-page.tsx'));

// discovery's ?type=positions screen in /my and in a company (the learning domain's discovery screen shows it)
registerDiscoveryPanel('positions', positionSearch);

const at = (path: string, screen: Pick<RouteObject, 'lazy'>): RouteObject => ({ path, ...screen });

// the recruitment module: a company's positions, and a portal's own (the pipeline's screens under
// recruitment/ are the hiring domain's: features/hiring/routes.tsx)
const recruitment: RouteObject[] = [
  at('recruitment', recruitmentPositions),
  at('recruitment/positions/new', positionForm),
  at('recruitment/positions/:positionId', positionForm),
];

/** Jobs: position discovery and pages in every workspace kind, and the recruitment module. */
const routes: DomainRoutes = {
  individual: [at('discovery/position/:positionId', positionDetails)],
  business: [at('discovery/position/:positionId', positionDetails), ...recruitment],
  aggregator: [
    // the portal's discovery opens on positions
    { path: 'discovery', loader: ({ params }) => redirect(`/p/${params.companyDomain}/discovery/positions`) },
    at('discovery/positions', page(positionSearch)),
    at('discovery/position/:positionId', positionDetails),
    at('contents/position/:positionId', positionDetails),
    ...recruitment,
  ],
};

export default routes;

declare module '../../lib/i18n/resources.ts' {
  interface Resources {
    positions: typeof import('../../lib/i18n/locales/pt-BR/positions.json');
  }
}

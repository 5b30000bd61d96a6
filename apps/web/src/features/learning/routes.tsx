import type { RouteObject } from 'react-router';
import type { DomainRoutes } from '../../lib/routing/domain-routes.ts';
import { page } from '../../lib/routing/route-helpers.ts';

const player = page(() => import('./player/player-page.tsx'));
const at = (path: string): RouteObject => ({ path, ...player });

/** The SCORM player, under each workspace kind's content details (contents' learningPaths). */
const routes: DomainRoutes = {
  individual: [at('content/details/:contentId/player')],
  business: [at('content/:contentId/player')],
  aggregator: [at('contents/details/:contentId/player')],
};

export default routes;

declare module '../../lib/i18n/resources.ts' {
  interface Resources {
    learning: typeof import('../../lib/i18n/locales/pt-BR/learning.json');
  }
}

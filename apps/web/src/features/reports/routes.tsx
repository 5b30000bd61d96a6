import type { RouteObject } from 'react-router';
import type { DomainRoutes } from '../../lib/routing/domain-routes.ts';
import { page } from '../../lib/routing/route-helpers.ts';

const career = page(() => import('./career/career-page.tsx'));
// one screen for a company's career and reports, and a portal's reports
const reports = page(() => import('./company/reports-page.tsx'));

const at = (path: string, screen: Pick<RouteObject, 'lazy'>): RouteObject => ({ path, ...screen });

/** Career and reports: the person's history in /my; the company's pipeline charts in /c and /p. */
const routes: DomainRoutes = {
  individual: [at('career', career)],
  business: [at('career', reports), at('reports', reports)],
  aggregator: [at('reports', reports)],
};

export default routes;

declare module '../../lib/i18n/resources.ts' {
  interface Resources {
    reports: typeof import('../../lib/i18n/locales/pt-BR/reports.json');
  }
}

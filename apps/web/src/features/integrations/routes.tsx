import type { DomainRoutes } from '../../lib/routing/domain-routes.ts';
import { page } from '../../lib/routing/route-helpers.ts';
import { requireAdminCenter } from '../../lib/workspace/lazy-guards.ts';

const screen = page(() => import('./advertising-integrations-page.tsx'));

/** Admin center: advertising (promotion tools), integrations, API keys and webhooks, tabs of one screen bound to their routes. */
const routes: DomainRoutes = {
  business: [
    { path: 'admin-center/advertising-integrations', loader: requireAdminCenter, ...screen },
    { path: 'admin-center/advertising-integrations/integrations', loader: requireAdminCenter, ...screen },
    { path: 'admin-center/advertising-integrations/api', loader: requireAdminCenter, ...screen },
  ],
};

export default routes;

// The domain's translations: t() keys of its namespace are checked against the pt-BR file.
declare module '../../lib/i18n/resources.ts' {
  interface Resources {
    integrations: typeof import('../../lib/i18n/locales/pt-BR/integrations.json');
  }
}

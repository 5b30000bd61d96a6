import type { DomainRoutes } from '../../lib/routing/domain-routes.ts';
import { page } from '../../lib/routing/route-helpers.ts';
import { requireAdminCenter } from '../../lib/workspace/lazy-guards.ts';

/** The admin center's company data and support mode. */
const routes: DomainRoutes = {
  business: [
    { path: 'admin-center/company', loader: requireAdminCenter, ...page(() => import('./company/company-page.tsx')) },
    { path: 'admin-center/support', loader: requireAdminCenter, ...page(() => import('./support/support-page.tsx')) },
  ],
};

export default routes;

// The domain's translations: t() keys of its namespace are checked against the pt-BR file.
declare module '../../lib/i18n/resources.ts' {
  interface Resources {
    company: typeof import('../../lib/i18n/locales/pt-BR/company.json');
  }
}

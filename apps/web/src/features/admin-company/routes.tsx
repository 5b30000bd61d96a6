import type { DomainRoutes } from '../../lib/routing/domain-routes.ts';
import { guard, page } from '../../lib/routing/route-helpers.ts';

const workspaceGuards = () => import('../../lib/workspace/guards.ts');
const adminCenter = guard(workspaceGuards, 'requireAdminCenter');

/** The admin center's company data and support mode (spec section 2: admin-center company and support). */
const routes: DomainRoutes = {
  business: [
    { path: 'admin-center/company', loader: adminCenter, ...page(() => import('./company/company-page.tsx')) },
    { path: 'admin-center/support', loader: adminCenter, ...page(() => import('./support/support-page.tsx')) },
  ],
};

export default routes;

// The domain's translations: t() keys of its namespace are checked against the pt-BR file.
declare module '../../lib/i18n/resources.ts' {
  interface Resources {
    'admin-company': typeof import('../../lib/i18n/locales/pt-BR/admin-company.json');
  }
}

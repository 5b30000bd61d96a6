import type { DomainRoutes } from '../../lib/routing/domain-routes.ts';
import { page } from '../../lib/routing/route-helpers.ts';
import { requireManage } from '../../lib/workspace/lazy-guards.ts';

/**
 * Training a company assigns, in its admin center: the form and the follow-up report. Only those who manage the
 * company (the same who may assign) open it; support staff, read-only, do not.
 */
const routes: DomainRoutes = {
  business: [{ path: 'admin-center/assignments', loader: requireManage, ...page(() => import('./admin/assignments-page.tsx')) }],
};

export default routes;

// The domain's translations: t() keys of its namespace are checked against the pt-BR file.
declare module '../../lib/i18n/resources.ts' {
  interface Resources {
    assignments: typeof import('../../lib/i18n/locales/pt-BR/assignments.json');
  }
}

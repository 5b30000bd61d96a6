import type { DomainRoutes } from '../../lib/routing/domain-routes.ts';
import { page } from '../../lib/routing/route-helpers.ts';

/** Development tools (the server answers them only outside production). */
const routes: DomainRoutes = {
  open: [{ path: 'dev/mailbox', ...page(() => import('./mailbox-page.tsx')) }],
};

export default routes;

// The domain's translations: t() keys of its namespace are checked against the pt-BR file.
declare module '../../lib/i18n/resources.ts' {
  interface Resources {
    dev: typeof import('../../lib/i18n/locales/pt-BR/dev.json');
  }
}

import type { DomainRoutes } from '../../lib/routing/domain-routes.ts';
import { page } from '../../lib/routing/route-helpers.ts';

/** Communication: the e-mail summary settings, a section of /account. */
const routes: DomainRoutes = {
  account: [{ path: 'communication', ...page(() => import('./account/communication-page.tsx')) }],
};

export default routes;

// The domain's translations: t() keys of its namespace are checked against the pt-BR file.
declare module '../../lib/i18n/resources.ts' {
  interface Resources {
    communication: typeof import('../../lib/i18n/locales/pt-BR/communication.json');
  }
}

import type { DomainRoutes } from '../../lib/routing/domain-routes.ts';
import { page } from '../../lib/routing/route-helpers.ts';

/** Prospect invites: public pages, always allowed, signed in or not (the accept needs a session). */
const routes: DomainRoutes = {
  open: [
    { path: 'prospect/invite/decline/:hash', ...page(() => import('./prospect/prospect-decline-page.tsx')) },
    { path: 'prospect/invite/:hash', ...page(() => import('./prospect/prospect-invite-page.tsx')) },
  ],
};

export default routes;

// The domain's translations: t() keys of its namespace are checked against the pt-BR file.
declare module '../../lib/i18n/resources.ts' {
  interface Resources {
    'application-invites': typeof import('../../lib/i18n/locales/pt-BR/application-invites.json');
  }
}

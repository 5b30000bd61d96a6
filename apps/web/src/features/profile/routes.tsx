import type { DomainRoutes } from '../../lib/routing/domain-routes.ts';
import { page } from '../../lib/routing/route-helpers.ts';

/** Profile: the user's profile form, a section of /account. */
const routes: DomainRoutes = {
  account: [{ path: 'profile', ...page(() => import('./account/profile-page.tsx')) }],
};

export default routes;

// The domain's translations: t() keys of its namespace are checked against the pt-BR file.
declare module '../../lib/i18n/resources.ts' {
  interface Resources {
    profile: typeof import('../../lib/i18n/locales/pt-BR/profile.json');
  }
}

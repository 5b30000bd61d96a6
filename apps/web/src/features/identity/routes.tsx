import type { DomainRoutes } from '../../lib/routing/domain-routes.ts';
import { notAvailable, page, to } from '../../lib/routing/route-helpers.ts';

/** Identity: sign-in, sign-up, password recovery, the account screens and reactivation. */
const routes: DomainRoutes = {
  public: [
    { path: 'login', ...page(() => import('./login/login-page.tsx')) },
    { path: 'register', ...page(() => import('./register/register-page.tsx')) },
    { path: 'register/:type', ...page(() => import('./register/register-page.tsx')) },
    { path: 'recovery', ...page(() => import('./recovery/recovery-page.tsx')) },
    { path: 'access/changepassword/:language/:code', ...page(() => import('./recovery/change-password-page.tsx')) },
  ],
  session: [
    { path: 'reactive/account', ...page(() => import('./reactivate/reactivate-page.tsx')) },
    {
      path: 'account',
      ...page(() => import('./account/account-layout.tsx')),
      children: [
        { index: true, loader: to('/account/profile') },
        { path: 'settings', ...page(() => import('./account/settings-page.tsx')) },
        { path: 'terms', ...page(() => import('./account/terms-page.tsx')) },
        { path: '*', loader: notAvailable('/account/profile') },
      ],
    },
  ],
};

export default routes;

// The domain's translations: t() keys of its namespace are checked against the pt-BR file.
declare module '../../lib/i18n/resources.ts' {
  interface Resources {
    identity: typeof import('../../lib/i18n/locales/pt-BR/identity.json');
  }
}

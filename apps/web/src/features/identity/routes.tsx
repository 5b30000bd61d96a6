import type { DomainRoutes } from '../../lib/routing/domain-routes.ts';
import { notAvailable, page, pageSpeaking, to } from '../../lib/routing/route-helpers.ts';

/** Identity: the account screens and reactivation (sign-in, sign-up and recovery are its public-routes.tsx). */
const routes: DomainRoutes = {
  // the link e-mailed to a company's owner works signed in or not: it is opened wherever the mail is read
  open: [
    {
      path: 'access/confirm-email/:code',
      ...pageSpeaking('account', () => import('./email-confirmation/confirm-email-page.tsx')),
    },
  ],
  session: [
    { path: 'reactive/account', ...page(() => import('./reactivate/reactivate-page.tsx')) },
    {
      path: 'account',
      // the account screens' words (locales/<language>/account.json), not bundled with the sign-in's
      ...pageSpeaking('account', () => import('./account/account-layout.tsx')),
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
    account: typeof import('../../lib/i18n/locales/pt-BR/account.json');
    terms: typeof import('../../lib/i18n/locales/pt-BR/terms.json');
  }
}

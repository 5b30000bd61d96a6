import type { DomainRoutes } from '../../lib/routing/domain-routes.ts';
import { page, toChild } from '../../lib/routing/route-helpers.ts';
import { requireAdminCenter } from '../../lib/workspace/lazy-guards.ts';

/** Admin center payment: balance and ledger, buying credits, what credits buy and service invoices. */
const routes: DomainRoutes = {
  business: [
    {
      path: 'admin-center/payment',
      loader: requireAdminCenter,
      ...page(() => import('./shared/payment-layout.tsx')),
      children: [
        // payment opens on its credits tab
        { index: true, loader: toChild('credits') },
        { path: 'credits', ...page(() => import('./credits/credits-page.tsx')) },
        { path: 'add-credits', ...page(() => import('./add-credits/add-credits-page.tsx')) },
        { path: 'other-services', ...page(() => import('./other-services/other-services-page.tsx')) },
        { path: 'service-payment', ...page(() => import('./service-payment/service-payment-page.tsx')) },
      ],
    },
  ],
};

export default routes;

// The domain's translations: t() keys of its namespace are checked against the pt-BR file.
declare module '../../lib/i18n/resources.ts' {
  interface Resources {
    wallet: typeof import('../../lib/i18n/locales/pt-BR/wallet.json');
  }
}

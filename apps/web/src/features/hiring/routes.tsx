import type { DomainRoutes } from '../../lib/routing/domain-routes.ts';
import { page } from '../../lib/routing/route-helpers.ts';

/**
 * Interviews and offers, the candidate's side (spec section 2): /my/interview/:id, and the offer page the e-mailed
 * link opens (/offer/:hash, signed in: only the candidate may see and answer it).
 */
const routes: DomainRoutes = {
  individual: [{ path: 'interview/:id', ...page(() => import('./interview/interview-page.tsx')) }],
  session: [{ path: 'offer/:hash', ...page(() => import('./offer/offer-page.tsx')) }],
};

export default routes;

// The domain's translations: t() keys of its namespace are checked against the pt-BR file.
declare module '../../lib/i18n/resources.ts' {
  interface Resources {
    hiring: typeof import('../../lib/i18n/locales/pt-BR/hiring.json');
  }
}

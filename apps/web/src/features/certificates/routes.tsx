import type { DomainRoutes } from '../../lib/routing/domain-routes.ts';
import { page } from '../../lib/routing/route-helpers.ts';

/** Certificates: the public page anyone checks a certificate on, signed in or not. */
const routes: DomainRoutes = {
  open: [{ path: 'certificados/:code', ...page(() => import('./public-page/certificate-page.tsx')) }],
};

export default routes;

// The domain's translations: t() keys of its namespace are checked against the pt-BR file.
declare module '../../lib/i18n/resources.ts' {
  interface Resources {
    certificates: typeof import('../../lib/i18n/locales/pt-BR/certificates.json');
  }
}

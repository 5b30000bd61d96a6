import type { DomainRoutes } from '../../lib/routing/domain-routes.ts';
import { page } from '../../lib/routing/route-helpers.ts';

/** Skills: the user's skills screen, a section of /account. */
const routes: DomainRoutes = {
  account: [{ path: 'skills', ...page(() => import('./account/skills-page.tsx')) }],
};

export default routes;

// The domain's translations: t() keys of its namespace are checked against the pt-BR file.
declare module '../../lib/i18n/resources.ts' {
  interface Resources {
    skills: typeof import('../../lib/i18n/locales/pt-BR/skills.json');
  }
}

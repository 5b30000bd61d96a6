import type { DomainRoutes } from '../../lib/routing/domain-routes.ts';
import { page, to } from '../../lib/routing/route-helpers.ts';

/**
 * Onboarding: the first-access wizard (/newaccount/welcome, profiles, skills, categories; menu hidden). A new
 * individual account is held here (lib/session/guards.ts) until the last step finishes its 'profile' setting.
 */
const routes: DomainRoutes = {
  session: [
    {
      path: 'newaccount',
      ...page(() => import('./wizard/wizard-layout.tsx')),
      children: [
        { index: true, loader: to('/newaccount/welcome') },
        { path: 'welcome', ...page(() => import('./wizard/welcome-page.tsx')) },
        { path: 'profiles', ...page(() => import('./wizard/profiles-page.tsx')) },
        { path: 'skills', ...page(() => import('./wizard/skills-page.tsx')) },
        { path: 'categories', ...page(() => import('./wizard/categories-page.tsx')) },
        { path: '*', loader: to('/newaccount/welcome') },
      ],
    },
  ],
};

export default routes;

// The domain's translations: t() keys of its namespace are checked against the pt-BR file.
declare module '../../lib/i18n/resources.ts' {
  interface Resources {
    onboarding: typeof import('../../lib/i18n/locales/pt-BR/onboarding.json');
  }
}

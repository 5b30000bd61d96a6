import type { DomainRoutes } from '../../lib/routing/domain-routes.ts';
import { page, toChild } from '../../lib/routing/route-helpers.ts';
import { requireAdminCenter } from '../../lib/workspace/lazy-guards.ts';

const users = page(() => import('./users/users-page.tsx'));

/** Admin center users: active and removed users, invites and each user's profile. */
const routes: DomainRoutes = {
  business: [
    {
      path: 'admin-center/users',
      loader: requireAdminCenter,
      children: [
        { index: true, loader: toChild('active') },
        { path: 'active', ...users },
        { path: 'removed', ...users },
        { path: 'invites', ...page(() => import('./invites/invites-page.tsx')) },
        // opened from elsewhere (a link, a reload), its "Voltar" goes to the users list: its own parent only redirects
        { path: ':userId', handle: { parent: 'active' }, ...page(() => import('./users/user-page.tsx')) },
      ],
    },
  ],
};

export default routes;

// The domain's translations: t() keys of its namespace are checked against the pt-BR file.
declare module '../../lib/i18n/resources.ts' {
  interface Resources {
    'company-users': typeof import('../../lib/i18n/locales/pt-BR/company-users.json');
  }
}

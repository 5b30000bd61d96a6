import type { DomainRoutes } from '../../lib/routing/domain-routes.ts';
import { guard, page, toChild } from '../../lib/routing/route-helpers.ts';

const workspaceGuards = () => import('../../lib/workspace/guards.ts');
const adminCenter = guard(workspaceGuards, 'requireAdminCenter');

/**
 * The admin center's company records (spec section 2): bookmarks (external organizations), departments (active and
 * removed, with their linked positions) and dependents. Every screen needs the admin center; support staff read only.
 */
const routes: DomainRoutes = {
  business: [
    { path: 'admin-center/bookmarks', loader: adminCenter, ...page(() => import('./bookmarks/bookmarks-page.tsx')) },
    { path: 'admin-center/bookmarks/new', loader: adminCenter, ...page(() => import('./bookmarks/bookmark-page.tsx')) },
    { path: 'admin-center/bookmarks/:id', loader: adminCenter, ...page(() => import('./bookmarks/bookmark-page.tsx')) },
    { path: 'admin-center/departments', loader: toChild('active') },
    { path: 'admin-center/departments/active', loader: adminCenter, ...page(() => import('./departments/active-departments-page.tsx')) },
    { path: 'admin-center/departments/active/new', loader: adminCenter, ...page(() => import('./departments/new-department-page.tsx')) },
    { path: 'admin-center/departments/active/:id', loader: adminCenter, ...page(() => import('./departments/department-page.tsx')) },
    {
      path: 'admin-center/departments/removed',
      loader: adminCenter,
      ...page(() => import('./departments/removed-departments-page.tsx')),
    },
    { path: 'admin-center/departments/removed/:id', loader: adminCenter, ...page(() => import('./departments/department-page.tsx')) },
    { path: 'admin-center/dependents', loader: adminCenter, ...page(() => import('./dependents/dependents-page.tsx')) },
    { path: 'admin-center/dependents/new', loader: adminCenter, ...page(() => import('./dependents/dependent-page.tsx')) },
    { path: 'admin-center/dependents/:id', loader: adminCenter, ...page(() => import('./dependents/dependent-page.tsx')) },
  ],
};

export default routes;

// The domain's translations: t() keys of its namespace are checked against the pt-BR file.
declare module '../../lib/i18n/resources.ts' {
  interface Resources {
    'admin-records': typeof import('../../lib/i18n/locales/pt-BR/admin-records.json');
  }
}

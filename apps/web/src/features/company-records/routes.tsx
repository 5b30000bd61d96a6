import type { DomainRoutes } from '../../lib/routing/domain-routes.ts';
import { page, toChild } from '../../lib/routing/route-helpers.ts';
import { requireAdminCenter } from '../../lib/workspace/lazy-guards.ts';

// one import() per screen (each carries its list of chunks to preload), shared by the paths that show it
const bookmarkPage = page(() => import('./bookmarks/bookmark-page.tsx'));
const departmentPage = page(() => import('./departments/department-page.tsx'));
const dependentPage = page(() => import('./dependents/dependent-page.tsx'));

/**
 * The admin center's company records: bookmarks (external organizations), departments (active and
 * removed, with their linked positions) and dependents. Every screen needs the admin center; support staff read only.
 */
const routes: DomainRoutes = {
  business: [
    { path: 'admin-center/bookmarks', loader: requireAdminCenter, ...page(() => import('./bookmarks/bookmarks-page.tsx')) },
    { path: 'admin-center/bookmarks/new', loader: requireAdminCenter, ...bookmarkPage },
    { path: 'admin-center/bookmarks/:id', loader: requireAdminCenter, ...bookmarkPage },
    { path: 'admin-center/departments', loader: toChild('active') },
    {
      path: 'admin-center/departments/active',
      loader: requireAdminCenter,
      ...page(() => import('./departments/active-departments-page.tsx')),
    },
    {
      path: 'admin-center/departments/active/new',
      loader: requireAdminCenter,
      ...page(() => import('./departments/new-department-page.tsx')),
    },
    { path: 'admin-center/departments/active/:id', loader: requireAdminCenter, ...departmentPage },
    {
      path: 'admin-center/departments/removed',
      loader: requireAdminCenter,
      ...page(() => import('./departments/removed-departments-page.tsx')),
    },
    { path: 'admin-center/departments/removed/:id', loader: requireAdminCenter, ...departmentPage },
    { path: 'admin-center/dependents', loader: requireAdminCenter, ...page(() => import('./dependents/dependents-page.tsx')) },
    { path: 'admin-center/dependents/new', loader: requireAdminCenter, ...dependentPage },
    { path: 'admin-center/dependents/:id', loader: requireAdminCenter, ...dependentPage },
  ],
};

export default routes;

// The domain's translations: t() keys of its namespace are checked against the pt-BR file.
declare module '../../lib/i18n/resources.ts' {
  interface Resources {
    'company-records': typeof import('../../lib/i18n/locales/pt-BR/company-records.json');
  }
}

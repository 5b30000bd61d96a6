import type { RouteObject } from 'react-router';
import type { DomainRoutes } from '../../lib/routing/domain-routes.ts';
import { page, toChild, withChunkTimeout } from '../../lib/routing/route-helpers.ts';
import { requireAdminCenter, requireManage } from '../../lib/workspace/lazy-guards.ts';
import type { PublicTabKey } from './public-page/public-tab.tsx';

const home = page(() => import('./home/home-page.tsx'));

/** One tab of the public page: the same screen, told which tab it is. */
const publicTab = (tab: PublicTabKey): RouteObject => ({
  path: tab,
  lazy: async () => {
    const { PublicTab } = await withChunkTimeout(() => import('./public-page/public-tab.tsx'));
    return { Component: () => <PublicTab tab={tab} /> };
  },
});

const publicWorkspacePage: RouteObject = {
  path: 'workspace/:id',
  ...page(() => import('./public-page/public-workspace-page.tsx')),
  children: [{ index: true, loader: toChild('contents') }, publicTab('contents'), publicTab('lists'), publicTab('skills')],
};

/** Workspaces: selection, setup, homes, members and invites, settings, terms, admin center and public pages. */
const routes: DomainRoutes = {
  // invite routes are always allowed, signed in or not; so is a workspace's public page
  open: [
    { path: 'invite', ...page(() => import('./invites/invite-page.tsx')) },
    { path: 'invite/login', ...page(() => import('./invites/invite-page.tsx')) },
    { path: 'invite/:inviteId', ...page(() => import('./invites/invite-page.tsx')) },
    publicWorkspacePage,
  ],
  session: [
    { index: true, ...page(() => import('./selection/selection-page.tsx')) },
    { path: 'workspace-setup/:workspaceId', ...page(() => import('./setup/setup-wizard-page.tsx')) },
  ],
  individual: [{ index: true, ...home }],
  business: [
    { index: true, ...home },
    { path: 'tos', ...page(() => import('./terms/workspace-terms-page.tsx')) },
    publicWorkspacePage,
    {
      path: 'admin-center',
      loader: requireAdminCenter,
      children: [{ index: true, ...page(() => import('./admin-center/admin-center-page.tsx')) }],
    },
  ],
  aggregator: [{ index: true, ...home }],
  company: [
    { path: 'members', loader: toChild('list') },
    { path: 'members/list', ...page(() => import('./members/members-page.tsx')) },
    { path: 'members/invites', ...page(() => import('./invites/invites-page.tsx')) },
    {
      path: 'customizations',
      loader: requireManage,
      ...page(() => import('./settings/customizations-page.tsx')),
    },
    { path: 'management', loader: requireManage, ...page(() => import('./settings/management-page.tsx')) },
  ],
};

export default routes;

// The domain's translations: t() keys of its namespace are checked against the pt-BR file.
declare module '../../lib/i18n/resources.ts' {
  interface Resources {
    workspaces: typeof import('../../lib/i18n/locales/pt-BR/workspaces.json');
  }
}

import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import type { DomainRoutes } from '../../lib/routing/domain-routes.ts';
import { page, toChild, withChunkTimeout } from '../../lib/routing/route-helpers.ts';
import type { ContentsTab } from './tabs/contents-tabs-page.tsx';

const contentManage = page(() => import('./manage/content-manage-page.tsx'));
const contentDetails = page(() => import('./details/content-details-page.tsx'));
const listManage = page(() => import('./lists/list-manage-page.tsx'));
const listDetails = page(() => import('./lists/list-details-page.tsx'));
const association = page(() => import('./lists/list-association-page.tsx'));
const discovery = page(() => import('./discovery/discovery-page.tsx'));

const at = (path: string, screen: Pick<RouteObject, 'lazy'>): RouteObject => ({ path, ...screen });

/** One tab of the contents screen, told which tab it is. */
const tabScreen = (path: string, tab: ContentsTab, tabs = true): RouteObject => ({
  path,
  lazy: async () => {
    const { ContentsTabsPage } = await withChunkTimeout(() => import('./tabs/contents-tabs-page.tsx'));
    return { Component: () => <ContentsTabsPage tab={tab} tabs={tabs} /> };
  },
});

const favorites: RouteObject = {
  path: 'favorites',
  lazy: async () => {
    const { FavoritesPage } = await withChunkTimeout(() => import('./tabs/contents-tabs-page.tsx'));
    return { Component: FavoritesPage };
  },
};

/** The children every contents tab has: manage, details, association, pathway manage and details. */
const tabChildren = (tab: ContentsTab): RouteObject[] => [
  tabScreen(tab, tab),
  // in the lists tab, manage and details are the pathway's own
  ...(tab === 'lists'
    ? [
        at('lists/manage/:listId?', listManage),
        at('lists/details/:listId', listDetails),
        at('lists/details/:listId/content/:contentId', contentDetails),
        at('lists/details/:listId/pathway-association', listDetails),
      ]
    : [at(`${tab}/manage/:contentId?`, contentManage), at(`${tab}/details/:contentId`, contentDetails)]),
  at(`${tab}/:contentId/list-association`, association),
  at(`${tab}/:contentId/pathway-association`, association),
  at(`${tab}/list/manage/:listId?`, listManage),
  at(`${tab}/list/details/:listId`, listDetails),
  at(`${tab}/list/details/:listId/content/:contentId`, contentDetails),
];

const TABS: ContentsTab[] = ['published', 'enrolled', 'favorites', 'in-progress', 'finished', 'lists'];

/** A path outside the /my shell, sent to its screen inside it (the shell holds the workspace the screen needs). */
const into = (target: (params: LoaderFunctionArgs['params']) => string) => (args: LoaderFunctionArgs) =>
  redirect(target(args.params) + new URL(args.request.url).search);

const individualAliases: RouteObject[] = [
  { path: 'home', loader: into(() => '/my') },
  { path: 'home/content/manage/:contentId?', loader: into((p) => `/my/content/manage${p.contentId ? `/${p.contentId}` : ''}`) },
  { path: 'home/content/details/:contentId', loader: into((p) => `/my/content/details/${p.contentId}`) },
  { path: 'home/list/manage/:listId?', loader: into((p) => `/my/list/manage${p.listId ? `/${p.listId}` : ''}`) },
  { path: 'home/list/details/:listId', loader: into((p) => `/my/list/details/${p.listId}`) },
  { path: 'home/list/details/:listId/content/:contentId', loader: into((p) => `/my/content/details/${p.contentId}`) },
  { path: 'home/:contentId/list-association', loader: into((p) => `/my/${p.contentId}/list-association`) },
  { path: 'lists', loader: into(() => '/my/contents/lists') },
  { path: 'lists/manage/:listId?', loader: into((p) => `/my/list/manage${p.listId ? `/${p.listId}` : ''}`) },
  { path: 'lists/details/:listId', loader: into((p) => `/my/list/details/${p.listId}`) },
  { path: 'lists/content/:contentId', loader: into((p) => `/my/content/details/${p.contentId}`) },
  // legacy and generic discovery links, kept working
  { path: 'discovery/list/details/:listId', loader: into((p) => `/my/list/details/${p.listId}`) },
  { path: 'discovery/content/details/:contentId', loader: into((p) => `/my/content/details/${p.contentId}`) },
  { path: 'discovery/content/manage/:contentId?', loader: into((p) => `/my/content/manage${p.contentId ? `/${p.contentId}` : ''}`) },
  { path: 'discovery/list/manage/:listId?', loader: into((p) => `/my/list/manage${p.listId ? `/${p.listId}` : ''}`) },
  { path: 'discovery/:contentId/association', loader: into((p) => `/my/${p.contentId}/list-association`) },
  // the public page's children open in the visitor's personal workspace
  { path: 'workspace/:id/contents/manage/:contentId?', loader: into((p) => `/my/content/manage${p.contentId ? `/${p.contentId}` : ''}`) },
  { path: 'workspace/:id/contents/content/details/:contentId', loader: into((p) => `/my/content/details/${p.contentId}`) },
  {
    path: 'workspace/:id/contents/content/details/:contentId/list-association',
    loader: into((p) => `/my/${p.contentId}/list-association`),
  },
  { path: 'workspace/:id/contents/:contentId/list-association', loader: into((p) => `/my/${p.contentId}/list-association`) },
  { path: 'workspace/:id/lists/manage/:listId?', loader: into((p) => `/my/list/manage${p.listId ? `/${p.listId}` : ''}`) },
  { path: 'workspace/:id/lists/details/:listId', loader: into((p) => `/my/list/details/${p.listId}`) },
  { path: 'workspace/:id/lists/content/:contentId', loader: into((p) => `/my/content/details/${p.contentId}`) },
];

/** Learning: contents, pathways (lists), progress, favourites and discovery search, in every workspace kind. */
const routes: DomainRoutes = {
  session: individualAliases,
  individual: [
    at('content/manage/:contentId?', contentManage),
    at('content/details/:contentId', contentDetails),
    at('list-association', association),
    at(':contentId/list-association', association),
    at('list/manage/:listId?', listManage),
    at('list/details/:listId', listDetails),
    at('list/details/:listId/content/:contentId', contentDetails),
    { path: 'contents', loader: toChild('published') },
    ...TABS.flatMap((tab) => tabChildren(tab).map((route) => ({ ...route, path: `contents/${route.path}` }))),
    { path: 'discovery', loader: into(() => '/my/discovery/search?type=positions') },
    at('discovery/search', discovery),
    at('discovery/list/details/:listId', listDetails),
    at('discovery/content/details/:contentId', contentDetails),
    at('discovery/contents/:contentId?/manage', contentManage),
    at('discovery/contents/pathways/:listId?/manage', listManage),
    at('discovery/contents/pathways/:listId', listDetails),
  ],
  business: [
    at('content/manage/:contentId?', contentManage),
    at('content/:contentId', contentDetails),
    at('content/:contentId/pathway-association', association),
    at('contents/pathways/manage', listManage),
    at('contents/pathways/:listId/manage', listManage),
    at('contents/pathways/:listId', listDetails),
    at('contents/pathways/:listId/content/:contentId', contentDetails),
    at(':contentId/pathway-association', association),
    { path: 'contents', loader: toChild('published') },
    ...TABS.filter((tab) => tab !== 'enrolled').flatMap((tab) =>
      tabChildren(tab).map((route) => ({ ...route, path: `contents/${route.path}` })),
    ),
    at('discovery', discovery),
    at('discovery/content/details/:contentId', contentDetails),
    at('discovery/content/manage/:contentId?', contentManage),
    at('discovery/list/manage/:listId?', listManage),
    at('discovery/list/details/:listId', listDetails),
  ],
  aggregator: [
    favorites,
    tabScreen('contents', 'published', false),
    at('contents/manage/:contentId?', contentManage),
    at('contents/details/:contentId', contentDetails),
    at('contents/details/:contentId/pathway-association', association),
    tabScreen('lists', 'lists', false),
    at('lists/manage/:listId?', listManage),
    at('lists/details/:listId', listDetails),
    at('discovery/search', discovery),
    at('discovery/contents/:contentId', contentDetails),
    at('discovery/pathways/manage', listManage),
    at('discovery/pathways/:listId/manage', listManage),
    at('discovery/pathways/:listId', listDetails),
  ],
};

export default routes;

declare module '../../lib/i18n/resources.ts' {
  interface Resources {
    contents: typeof import('../../lib/i18n/locales/pt-BR/contents.json');
  }
}

import { type LoaderFunctionArgs, redirect, type RouteObject } from 'react-router';

type PageModule = { default: React.ComponentType };
type Guard = keyof typeof import('./guards.ts');

/** Spec section 9: a script chunk that has not loaded after 120 s is an error (shown by the route's error boundary). */
export const CHUNK_TIMEOUT_MS = 120_000;

export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('chunk load timeout')), timeoutMs);
  });
  return Promise.race([load(), timeout]).finally(() => clearTimeout(timer));
}

/** A route screen loaded on demand (every route is its own chunk). */
const page = (load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await withChunkTimeout(load)).default }),
});

/** A loader from guards.ts, itself loaded on demand so this table stays import-light. */
const guard =
  (name: Guard) =>
  async (args: LoaderFunctionArgs): Promise<unknown> => {
    const guards = await import('./guards.ts');
    return (guards[name] as (args: LoaderFunctionArgs) => Promise<unknown>)(args);
  };

const to = (path: string) => () => redirect(path);

const workspaceManagement: RouteObject[] = [
  { path: 'members', loader: ({ request }) => redirect(`${new URL(request.url).pathname.replace(/\/$/, '')}/list`) },
  { path: 'members/list', ...page(() => import('../features/workspaces/members/members-page.tsx')) },
  { path: 'members/invites', ...page(() => import('../features/workspaces/invites/invites-page.tsx')) },
  { path: 'customizations', loader: guard('requireManage'), ...page(() => import('../features/workspaces/settings/customizations-page.tsx')) },
  { path: 'management', loader: guard('requireManage'), ...page(() => import('../features/workspaces/settings/management-page.tsx')) },
];

const publicWorkspacePage: RouteObject = {
  path: 'workspace/:id',
  ...page(() => import('../features/workspaces/public-page/public-workspace-page.tsx')),
  children: [
    { index: true, loader: ({ request }) => redirect(`${new URL(request.url).pathname.replace(/\/$/, '')}/contents`) },
    { path: 'contents', ...page(() => import('../features/workspaces/public-page/public-contents-tab.tsx')) },
    { path: 'lists', ...page(() => import('../features/workspaces/public-page/public-lists-tab.tsx')) },
    { path: 'skills', ...page(() => import('../features/workspaces/public-page/public-skills-tab.tsx')) },
  ],
};

export const routes: RouteObject[] = [
  {
    path: '/',
    lazy: async () => {
      const { default: Component, RootError } = await import('./root-layout.tsx');
      return { Component, ErrorBoundary: RootError };
    },
    HydrateFallback: () => null,
    children: [
      {
        // public routes: menu hidden, a signed-in user goes to /
        loader: guard('publicOnly'),
        ...page(() => import('../features/auth/public-layout.tsx')),
        children: [
          { path: 'login', ...page(() => import('../features/auth/login-page.tsx')) },
          { path: 'register', ...page(() => import('../features/auth/register-page.tsx')) },
          { path: 'register/:type', ...page(() => import('../features/auth/register-page.tsx')) },
          { path: 'recovery', ...page(() => import('../features/auth/recovery-page.tsx')) },
          { path: 'access/changepassword/:language/:code', ...page(() => import('../features/auth/change-password-page.tsx')) },
        ],
      },
      // invite routes are always allowed, signed in or not
      { path: 'invite', ...page(() => import('../features/workspaces/invites/invite-page.tsx')) },
      { path: 'invite/login', ...page(() => import('../features/workspaces/invites/invite-page.tsx')) },
      { path: 'invite/:inviteId', ...page(() => import('../features/workspaces/invites/invite-page.tsx')) },
      { path: 'dev/mailbox', ...page(() => import('../features/dev/mailbox-page.tsx')) },
      {
        id: 'session',
        loader: guard('requireSession'),
        children: [
          { index: true, ...page(() => import('../features/workspaces/selection/selection-page.tsx')) },
          { path: 'reactive/account', ...page(() => import('../features/account/reactivate-page.tsx')) },
          { path: 'workspace-setup/:workspaceId', ...page(() => import('../features/workspaces/setup/setup-wizard-page.tsx')) },
          {
            path: 'account',
            ...page(() => import('../features/account/account-layout.tsx')),
            children: [
              { index: true, loader: to('/account/profile') },
              { path: 'profile', ...page(() => import('../features/account/profile-page.tsx')) },
              { path: 'settings', ...page(() => import('../features/account/settings-page.tsx')) },
              { path: 'terms', ...page(() => import('../features/account/terms-page.tsx')) },
            ],
          },
          {
            id: 'individual',
            path: 'my',
            loader: guard('requireIndividual'),
            ...page(() => import('../features/shell/workspace-layout.tsx')),
            children: [{ index: true, ...page(() => import('../features/workspaces/home/home-page.tsx')) }],
          },
          { ...publicWorkspacePage },
          {
            id: 'business',
            path: 'c/:companyDomain',
            loader: guard('requireBusiness'),
            ...page(() => import('../features/shell/workspace-layout.tsx')),
            children: [
              { index: true, ...page(() => import('../features/workspaces/home/home-page.tsx')) },
              ...workspaceManagement,
              { path: 'tos', ...page(() => import('../features/workspaces/terms/workspace-terms-page.tsx')) },
              { ...publicWorkspacePage },
              {
                path: 'admin-center',
                loader: guard('requireAdminCenter'),
                children: [{ index: true, ...page(() => import('../features/workspaces/admin-center/admin-center-page.tsx')) }],
              },
              { path: '*', loader: ({ params }) => redirect(`/c/${params.companyDomain}`) },
            ],
          },
          {
            id: 'aggregator',
            path: 'p/:companyDomain',
            loader: guard('requireAggregator'),
            ...page(() => import('../features/shell/workspace-layout.tsx')),
            children: [
              { index: true, ...page(() => import('../features/workspaces/home/home-page.tsx')) },
              ...workspaceManagement,
              { path: '*', loader: ({ params }) => redirect(`/p/${params.companyDomain}`) },
            ],
          },
        ],
      },
      { path: '*', loader: to('/') },
    ],
  },
];

import type { SessionUser } from '@trilha/contract';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { isRouted } from '../routing/route-table.ts';
import { loadSession } from './session.ts';

/** The path and query of a request, for a redirect back after sign-in. */
export const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/** Public routes: a signed-in user goes to /. */
export async function publicOnly(): Promise<null> {
  if (await loadSession()) throw redirect('/');
  return null;
}

/**
 * Every protected route: no session -> login with the original path; a pending-deletion account
 * -> reactivation; an active onboarding wizard holds the user in its routes.
 */
export async function requireSession({ request }: LoaderFunctionArgs): Promise<SessionUser> {
  const user = await loadSession();
  const path = new URL(request.url).pathname;
  if (!user) {
    // a company's public page is public: a shared /c/:companyDomain/workspace/:id link opens outside the shell
    const publicPage = /^\/c\/[^/]+(\/workspace\/[^/]+(?:\/.*)?)$/.exec(path)?.[1];
    if (publicPage) throw redirect(publicPage);
    // under a portal or company path, the login wears that workspace's theme (the login's optional theme query)
    const company = /^\/[cp]\/([^/]+)/.exec(path)?.[1];
    const theme = company ? `theme=${encodeURIComponent(company)}&` : '';
    throw redirect(`/login?${theme}redirect=${encodeURIComponent(pathOf(request))}`);
  }
  if (user.status === 'pending_deletion') {
    if (path !== '/reactive/account') throw redirect('/reactive/account');
    return user;
  }
  if (path === '/reactive/account') throw redirect('/');
  // a new individual account is held in the first-access wizard until it finishes (features/onboarding)
  if (user.wizard.active && !path.startsWith('/newaccount') && isRouted('/newaccount/welcome')) throw redirect('/newaccount/welcome');
  return user;
}

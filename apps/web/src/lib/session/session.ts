import { queryOptions } from '@tanstack/react-query';
import { identityApi, type SessionUser } from '@trilha/contract';
import type { createBrowserRouter } from 'react-router';
import { isApiError } from '../api/api-error.ts';
import { apiEvents } from '../api/api-events.ts';
import { api } from '../api/client.ts';
import { queryClient } from '../api/query-client.ts';
import { changeLanguage } from '../i18n/i18n.ts';
import { forgetOfflineData } from '../offline/forget.ts';
import { clearLocalSession, tokenStorage } from './token-storage.ts';

export const sessionQuery = queryOptions({
  queryKey: ['session'],
  queryFn: () => api(identityApi.getAuthData),
  staleTime: 60_000,
});

/** The signed-in user, or null without a usable session; a rejected token is forgotten (a 403 at start goes to the sign-in). */
export async function loadSession(): Promise<SessionUser | null> {
  if (!tokenStorage.get()) return null;
  try {
    const user = await queryClient.ensureQueryData(sessionQuery);
    if (user.language !== document.documentElement.lang) await changeLanguage(user.language);
    return user;
  } catch (error) {
    if (isApiError(error) && [400, 401, 403, 426].includes(error.status)) {
      await endLocalSession();
      return null;
    }
    // no answer at all while the device says it is online (lie-fi): the session kept on the device, as offline
    const kept = isApiError(error) && !error.status && (await (await import('../offline/restore.ts')).keptSession(queryClient));
    if (kept) return kept;
    throw error;
  }
}

export async function startSession(token: string, user: SessionUser): Promise<void> {
  queryClient.clear();
  tokenStorage.set(token);
  queryClient.setQueryData(sessionQuery.queryKey, user);
  await changeLanguage(user.language);
}

export function refreshSession(user?: SessionUser): Promise<void> {
  if (user) {
    queryClient.setQueryData(sessionQuery.queryKey, user);
    return Promise.resolve();
  }
  return queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
}

/**
 * Forgets the session and every piece of the person's data on the device, the offline copies too. Alone
 * (without signOut's call) where the server has already ended the session: after the account's removal, a DELETE
 * /v1/auth would only answer 401 in the person's console.
 */
export function endLocalSession(): Promise<void> {
  clearLocalSession();
  queryClient.clear();
  return forgetOfflineData();
}

/** Signs out on the server (the token dies at once), then forgets everything locally. */
export async function signOut(): Promise<void> {
  try {
    await api(identityApi.logout);
  } finally {
    await endLocalSession();
  }
}

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * On a rejected response, the token, the user, the workspace and the storage are cleared and
 * the user goes back to the start, signed out. The session's guard must run again there: a navigation between two
 * screens of the session route keeps its loader's answer (the user, with her workspaces), so the start would still
 * greet her; `defaultShouldRevalidate` makes it ask again, find no token and send her to the sign-in.
 */
export function installSessionEndHandler(router: Router): void {
  apiEvents.on('logout', () => {
    void endLocalSession();
    void router.navigate('/', { replace: true, defaultShouldRevalidate: true });
  });
}

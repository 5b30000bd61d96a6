import type { SessionUser, WorkspaceSummary } from '@trilha/contract';
import { useQuery } from '@tanstack/react-query';
import { useRouteLoaderData } from 'react-router';
import { sessionQuery } from '../auth/session.ts';

/** The signed-in user, kept fresh by the session query after the route loader fetched it. */
export function useSessionUser(): SessionUser {
  const fromLoader = useRouteLoaderData('session') as SessionUser;
  const { data } = useQuery({ ...sessionQuery, initialData: fromLoader });
  return data ?? fromLoader;
}

/** The workspace of the current /my, /c/ or /p/ screen, with the freshest data from the session. */
export function useActiveWorkspace(): WorkspaceSummary {
  const individual = useRouteLoaderData('individual') as WorkspaceSummary | undefined;
  const business = useRouteLoaderData('business') as WorkspaceSummary | undefined;
  const aggregator = useRouteLoaderData('aggregator') as WorkspaceSummary | undefined;
  const user = useSessionUser();
  const loaded = business ?? aggregator ?? individual;
  if (!loaded) throw new Error('useActiveWorkspace outside a workspace route');
  return user.companies.find((w) => w.id === loaded.id) ?? loaded;
}

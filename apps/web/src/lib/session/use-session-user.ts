import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@trilha/contract';
import { useRouteLoaderData } from 'react-router';
import { ROUTE_IDS } from '../routing/route-ids.ts';
import { sessionQuery } from './session.ts';

/** The signed-in user, kept fresh by the session query after the route loader fetched it. */
export function useSessionUser(): SessionUser {
  const fromLoader = useRouteLoaderData(ROUTE_IDS.session) as SessionUser;
  const { data } = useQuery({ ...sessionQuery, initialData: fromLoader });
  return data ?? fromLoader;
}

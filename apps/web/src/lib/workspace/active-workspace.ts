import type { WorkspaceSummary } from '@trilha/contract';
import { useRouteLoaderData } from 'react-router';
import { ROUTE_IDS } from '../routing/route-ids.ts';
import { useSessionUser } from '../session/use-session-user.ts';

/** The workspace of the current /my, /c/ or /p/ screen (freshest data from the session), or undefined outside one. */
export function useOptionalActiveWorkspace(): WorkspaceSummary | undefined {
  const individual = useRouteLoaderData(ROUTE_IDS.individual) as WorkspaceSummary | undefined;
  const business = useRouteLoaderData(ROUTE_IDS.business) as WorkspaceSummary | undefined;
  const aggregator = useRouteLoaderData(ROUTE_IDS.aggregator) as WorkspaceSummary | undefined;
  const user = useSessionUser();
  const loaded = business ?? aggregator ?? individual;
  if (!loaded) return undefined;
  return user.companies.find((w) => w.id === loaded.id) ?? loaded;
}

/** The workspace of the current /my, /c/ or /p/ screen, with the freshest data from the session. */
export function useActiveWorkspace(): WorkspaceSummary {
  const workspace = useOptionalActiveWorkspace();
  if (!workspace) throw new Error('useActiveWorkspace outside a workspace route');
  return workspace;
}

/** Whether the current screen is inside a company's shell (/c/:companyDomain). */
export const useInBusinessShell = () => Boolean(useRouteLoaderData(ROUTE_IDS.business));

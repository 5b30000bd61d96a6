import { can, type WorkspaceSummary } from '@trilha/contract';
import { actorIn } from '../permissions/actor.ts';

/** The path segment that names a company in /c/ and /p/ routes: its subdomain, else its id. */
export const domainOf = (workspace: Pick<WorkspaceSummary, 'subdomain' | 'id'>) => workspace.subdomain ?? workspace.id;

/** Each workspace kind's home. */
export function homeOf(workspace: Pick<WorkspaceSummary, 'type' | 'subdomain' | 'id'>): string {
  if (workspace.type === 'individual') return '/my';
  if (workspace.type === 'business') return `/c/${domainOf(workspace)}`;
  return `/p/${domainOf(workspace)}`;
}

export function findByDomain(companies: WorkspaceSummary[], domain: string | undefined): WorkspaceSummary | undefined {
  if (!domain) return undefined;
  const key = domain.toLowerCase();
  return companies.find((w) => w.subdomain?.toLowerCase() === key || w.id === key);
}

/** Workspaces the user can enter: a workspace being deleted stays visible only to those who may reactivate it. */
export const usableWorkspaces = (companies: WorkspaceSummary[]) =>
  companies.filter((w) => w.deletionRequest?.status !== 'PENDING' || can(actorIn(w), 'workspace.manage'));

/**
 * Workspace selection: one workspace -> its home (the individual home);
 * one business workspace beside the personal one -> it; an aggregator among two -> the last one selected.
 * Anything else shows the selection screen (null).
 */
export function autoSelectWorkspace(companies: WorkspaceSummary[], lastSelectedId: string | null): WorkspaceSummary | null {
  const usable = usableWorkspaces(companies);
  if (usable.length === 1) return usable[0] ?? null;
  const businesses = usable.filter((w) => w.type === 'business');
  if (usable.length === 2 && businesses.length === 1) return businesses[0] ?? null;
  if (usable.length === 2 && usable.some((w) => w.type === 'aggregator' || w.type === 'agro')) {
    return usable.find((w) => w.id === lastSelectedId) ?? null;
  }
  return null;
}

/** The home of the workspace the user was last in (the account screens' way back), else the selection. */
export function lastWorkspaceHome(companies: WorkspaceSummary[], lastSelectedId: string | null): string {
  const last = usableWorkspaces(companies).find((w) => w.id === lastSelectedId);
  return last ? homeOf(last) : '/';
}

import type { WorkspaceSummary } from '@trilha/contract';
import { domainOf } from '../workspace/workspace-paths.ts';

/** What discovery finds: positions and courses (the jobs domain) and contents with pathways (the learning domain). */
export const DISCOVERY_KINDS = ['positions', 'courses', 'contents'] as const;
export type DiscoveryKind = (typeof DISCOVERY_KINDS)[number];

/** The kind a discovery URL shows: ?type=positions|courses, anything else the contents. */
export const kindOf = (type: string | null): DiscoveryKind => (type === 'positions' || type === 'courses' ? type : 'contents');

/**
 * Where each kind of discovery lives: in /my one search screen with ?type=; in a company its
 * discovery with ?type=; in a portal, its own screens positions, courses and search.
 */
export function discoveryPathOf(workspace: Pick<WorkspaceSummary, 'type' | 'subdomain' | 'id'>, kind: DiscoveryKind): string {
  if (workspace.type === 'individual') return `/my/discovery/search${kind === 'contents' ? '' : `?type=${kind}`}`;
  if (workspace.type === 'business') return `/c/${domainOf(workspace)}/discovery${kind === 'contents' ? '' : `?type=${kind}`}`;
  return `/p/${domainOf(workspace)}/discovery/${kind === 'contents' ? 'search' : kind}`;
}

/** Where a position's and a course's page is, per workspace kind. */
export function opportunityPaths(workspace: Pick<WorkspaceSummary, 'type' | 'subdomain' | 'id'>) {
  const base =
    workspace.type === 'individual' ? '/my' : workspace.type === 'business' ? `/c/${domainOf(workspace)}` : `/p/${domainOf(workspace)}`;
  return {
    position: (id: string) => `${base}/discovery/position/${id}`,
    // a company's own routes have no course page; the courses domain adds one so its members stay in the company
    course: (id: string) => `${base}/discovery/course/${id}`,
  };
}

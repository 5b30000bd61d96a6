import type { WorkspaceSummary } from '@trilha/contract';
import { domainOf } from '../../../lib/workspace/workspace-paths.ts';

/** Where the applications screens are in each workspace kind. */
export function applicationPaths(workspace: Pick<WorkspaceSummary, 'type' | 'subdomain' | 'id'>) {
  const base =
    workspace.type === 'individual' ? '/my' : workspace.type === 'business' ? `/c/${domainOf(workspace)}` : `/p/${domainOf(workspace)}`;
  return {
    application: (id: string) => `${base}/application/${id}`,
    tabs: `${base}/applications`,
    mobility: `${base}/internal-mobility`,
    position: (id: string) => `${base}/discovery/position/${id}`,
  };
}

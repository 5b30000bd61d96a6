import type { WorkspaceSummary } from '@trilha/contract';
import { homeOf } from '../../../lib/workspace/workspace-paths.ts';

/** The admin center's record screens of a company. */
export function recordPaths(workspace: Pick<WorkspaceSummary, 'type' | 'subdomain' | 'id'>) {
  const base = `${homeOf(workspace)}/admin-center`;
  return {
    bookmarks: `${base}/bookmarks`,
    newBookmark: `${base}/bookmarks/new`,
    bookmark: (id: string) => `${base}/bookmarks/${id}`,
    activeDepartments: `${base}/departments/active`,
    newDepartment: `${base}/departments/active/new`,
    activeDepartment: (id: string) => `${base}/departments/active/${id}`,
    removedDepartments: `${base}/departments/removed`,
    removedDepartment: (id: string) => `${base}/departments/removed/${id}`,
    dependents: `${base}/dependents`,
    newDependent: `${base}/dependents/new`,
    dependent: (id: string) => `${base}/dependents/${id}`,
    /** a position as the recruitment module edits it */
    position: (id: string) => `${homeOf(workspace)}/recruitment/positions/${id}`,
  };
}

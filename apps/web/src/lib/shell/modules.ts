import type { WorkspaceSummary } from '@trilha/contract';
import { useLocation } from 'react-router';
import { useCan } from '../permissions/use-can.ts';
import { useSessionUser } from '../session/use-session-user.ts';
import { domainOf } from '../workspace/workspace-paths.ts';

export interface ShellModule {
  key: 'training' | 'adminCenter';
  to: string;
}

/**
 * Spec section 2: the modules of a company (Training and Development, Admin Center) the user may open, and the
 * one the current screen belongs to. Support staff, who are not members, have only the admin center.
 */
export function useModules(workspace: WorkspaceSummary): { modules: ShellModule[]; active: ShellModule['key'] } {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const base = `/c/${domainOf(workspace)}`;
  const isMember = user.companies.some((w) => w.id === workspace.id);
  const mayEnterAdminCenter = useCan('admin.access');
  const modules: ShellModule[] = [
    ...(isMember ? [{ key: 'training' as const, to: base }] : []),
    ...(mayEnterAdminCenter ? [{ key: 'adminCenter' as const, to: `${base}/admin-center` }] : []),
  ];
  return { modules, active: pathname.startsWith(`${base}/admin-center`) ? 'adminCenter' : 'training' };
}

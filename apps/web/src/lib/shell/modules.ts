import type { WorkspaceSummary } from '@trilha/contract';
import { useLocation } from 'react-router';
import { useCan } from '../permissions/use-can.ts';
import { useSessionUser } from '../session/use-session-user.ts';
import { domainOf } from '../workspace/workspace-paths.ts';

export interface ShellModule {
  key: 'training' | 'recruitment' | 'adminCenter';
  to: string;
}

/**
 * The modules of a company (Training and Development, Recruitment and Selection, Admin Center) the
 * user may open, and the one the current screen belongs to. Recruitment opens to anyone with a recruitment role
 * (or an administrator); support staff, who are not members, have only the admin center.
 */
export function useModules(workspace: WorkspaceSummary): { modules: ShellModule[]; active: ShellModule['key'] } {
  const user = useSessionUser();
  const { pathname } = useLocation();
  const base = `/c/${domainOf(workspace)}`;
  const isMember = user.companies.some((w) => w.id === workspace.id);
  const mayRecruit = useCan('recruitment.positions.view') && workspace.type === 'business';
  const mayEnterAdminCenter = useCan('admin.access');
  const modules: ShellModule[] = [
    ...(isMember ? [{ key: 'training' as const, to: base }] : []),
    ...(isMember && mayRecruit ? [{ key: 'recruitment' as const, to: `${base}/recruitment` }] : []),
    ...(mayEnterAdminCenter ? [{ key: 'adminCenter' as const, to: `${base}/admin-center` }] : []),
  ];
  const within = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  const active = within(`${base}/admin-center`) ? 'adminCenter' : within(`${base}/recruitment`) ? 'recruitment' : 'training';
  return { modules, active };
}

import type { Actor, SessionUser, WorkspaceSummary } from '@trilha/contract';

/**
 * The permission actor of the signed-in user in one workspace. Support staff count as support only where they
 * are not members; without the user (a workspace from the user's own list) the user is a member.
 */
export function actorIn(workspace: WorkspaceSummary, user?: Pick<SessionUser, 'companies' | 'isSupport'> & { userId?: string }): Actor {
  const isMember = !user || user.companies.some((w) => w.id === workspace.id);
  return {
    userId: user?.userId,
    role: isMember ? workspace.role : null,
    userRole: workspace.userRole,
    recruitmentRole: isMember ? (workspace.recruitmentRole ?? null) : null,
    isSupport: user?.isSupport ?? false,
    supportAllowed: workspace.allowSupport,
  };
}

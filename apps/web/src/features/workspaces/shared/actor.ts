import type { Actor, SessionUser, WorkspaceSummary } from '@trilha/contract';

/** The permission actor of the signed-in user in one workspace (support staff only count where not a member). */
export function actorIn(workspace: WorkspaceSummary, user?: SessionUser): Actor {
  const isMember = !user || user.companies.some((w) => w.id === workspace.id);
  return {
    role: isMember ? workspace.role : null,
    userRole: workspace.userRole,
    isSupport: user?.isSupport ?? false,
    supportAllowed: workspace.allowSupport,
  };
}

/** Object-level rule of the members API: only an owner may change or remove an owner. */
export const mayManageMember = (actorRole: WorkspaceSummary['role'], target: { role: WorkspaceSummary['role'] }) =>
  target.role !== 'owner' || actorRole === 'owner';

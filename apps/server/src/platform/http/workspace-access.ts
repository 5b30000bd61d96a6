import { type Actor, type Action, can, type WorkspaceRole } from '@trilha/contract';
import { and, eq, or } from 'drizzle-orm';
import { workspaceMembers, workspaces } from '../../db/schema/index.ts';
import type { Session } from '../auth/session-lookup.ts';
import type { Deps } from '../deps.ts';
import { UUID_PATTERN } from '../db/errors.ts';
import { AppError } from './app-error.ts';

export type WorkspaceRow = typeof workspaces.$inferSelect;

export interface WorkspaceAccess {
  workspace: WorkspaceRow;
  actor: Actor;
  isMember: boolean;
}


/** Finds a workspace by id or subdomain (the X-Company header carries the subdomain). */
export async function findWorkspace(deps: Deps, idOrSubdomain: string): Promise<WorkspaceRow | null> {
  const key = idOrSubdomain.toLowerCase();
  const [row] = await deps.db
    .select()
    .from(workspaces)
    .where(UUID_PATTERN.test(key) ? or(eq(workspaces.id, key), eq(workspaces.subdomain, key)) : eq(workspaces.subdomain, key))
    .limit(1);
  return row ?? null;
}

/** Loads the caller's role in a workspace and checks `action`; non-members get 404 so other tenants stay invisible. */
export async function authorizeWorkspace(deps: Deps, session: Session, idOrSubdomain: string, action: Action): Promise<WorkspaceAccess> {
  const workspace = await findWorkspace(deps, idOrSubdomain);
  if (!workspace) throw new AppError('workspace.not_found');
  const [member] = await deps.db
    .select({ role: workspaceMembers.role, userRole: workspaceMembers.userRole })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.workspaceId, workspace.id), eq(workspaceMembers.userId, session.user.id)))
    .limit(1);
  const actor: Actor = {
    role: (member?.role as WorkspaceRole | undefined) ?? null,
    userRole: member?.userRole === 'admin' ? 'admin' : null,
    isSupport: session.user.isSupport,
    supportAllowed: workspace.allowSupport && workspace.type === 'business',
  };
  if (!member) {
    if (session.user.isSupport && workspace.type === 'business') {
      if (!workspace.allowSupport) throw new AppError('workspace.support_unavailable');
      if (can(actor, action)) return { workspace, actor, isMember: false };
      throw new AppError('permission.denied');
    }
    throw new AppError('workspace.not_found');
  }
  if (!can(actor, action)) throw new AppError('permission.denied');
  return { workspace, actor, isMember: true };
}

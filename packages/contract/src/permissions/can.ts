import type { Action } from './actions.ts';
import { GRANTS, USER_ROLE_ADMIN_GRANTS, type WorkspaceRole } from './roles.ts';

/** What the permission model knows about the caller in one workspace. */
export interface Actor {
  /** role in the workspace, null when not a member */
  role: WorkspaceRole | null;
  /** company user role; admin grants management */
  userRole?: 'admin' | 'user' | null;
  /** support staff reach only the admin center, and only while the company allows it */
  isSupport?: boolean;
  supportAllowed?: boolean;
}

/** Pure check used by the server on every route and by the web app to hide controls. */
export function can(actor: Actor, action: Action): boolean {
  if (actor.role && GRANTS[actor.role].has(action)) return true;
  if (actor.userRole === 'admin' && USER_ROLE_ADMIN_GRANTS.has(action)) return true;
  if (actor.isSupport && actor.supportAllowed) return action === 'admin.access' || action === 'workspace.view';
  return false;
}

/** Spec section 6: manage the workspace (profile, admin center). */
export const canManageWorkspace = (actor: Actor) => can(actor, 'workspace.manage');
/** Spec section 6: create and manage contents, which content creators may too. */
export const canCreateContent = (actor: Actor) => can(actor, 'content.create');

import { type Action, can, type Resource, type SessionUser, type WorkspaceSummary } from '@trilha/contract';
import { useSessionUser } from '../session/use-session-user.ts';
import { useOptionalActiveWorkspace } from '../workspace/active-workspace.ts';
import { actorIn } from './actor.ts';

/**
 * Whether the signed-in user may do `action` (to `resource`) in `workspace`, by the contract's permission model.
 * For lists of workspaces (the selection screen) and screens outside a workspace route (the setup wizard).
 */
export const canIn = (
  workspace: WorkspaceSummary,
  user: (Pick<SessionUser, 'companies' | 'isSupport'> & { userId?: string }) | undefined,
  action: Action,
  resource?: Resource,
): boolean => can(actorIn(workspace, user), action, resource);

/**
 * Whether the signed-in user may do `action` (to `resource`) in the active workspace. The web only hides what the
 * server would refuse anyway; false outside a workspace route.
 */
export function useCan(action: Action, resource?: Resource): boolean {
  const user = useSessionUser();
  const workspace = useOptionalActiveWorkspace();
  return workspace ? canIn(workspace, user, action, resource) : false;
}

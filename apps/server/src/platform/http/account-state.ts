import { type EndpointDefinition, workspacesApi } from '@trilha/contract';
import type { Session } from '../auth/session-lookup.ts';
import { AppError } from './app-error.ts';
import { termsPending, type WorkspaceAccess } from './workspace-access.ts';

/**
 * A rule on the caller's state that holds for every workspace-scoped call, whatever its permission (an account
 * pending deletion is stopped earlier, for every route: pending-deletion.ts):
 * - a business member acts in the company only after accepting its terms. The terms
 *   screen reads the session's workspaces, may read the workspace itself (name, colours) and accepts with
 *   POST /v1/-/tos, which is not workspace-scoped. Support staff are not members and accept no terms.
 */
const BEFORE_TERMS: ReadonlySet<EndpointDefinition> = new Set([workspacesApi.getCurrentWorkspace]);

export function assertAccountMayAct(endpoint: EndpointDefinition, session: Session | null, access: WorkspaceAccess | null): void {
  if (!access || !session) return;
  if (termsPending(access) && !BEFORE_TERMS.has(endpoint)) {
    throw new AppError('workspace.terms_not_accepted');
  }
}

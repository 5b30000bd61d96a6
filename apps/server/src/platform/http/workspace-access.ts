import type { Action, Actor } from '@trilha/contract';
import type { DeletionRequestRow, MembershipRow, WorkspaceRow } from '../../db/schema/index.ts';
import type { Session } from '../auth/session-lookup.ts';
import type { Deps } from '../deps.ts';

/** The workspace of a request's scope, loaded once by the pipeline, with what the caller is there. */
export interface WorkspaceAccess {
  workspace: WorkspaceRow;
  /** the caller's membership; null for support staff, who are never members */
  member: MembershipRow | null;
  /** the workspace's latest deletion request, of any status */
  deletionRequest: DeletionRequestRow | null;
  actor: Actor;
}

/**
 * Loads the workspace of an id or subdomain with the caller's place in it and checks `action`, or throws
 * the refusal. The workspaces module implements it; the pipeline receives it, so platform code touches no tables.
 */
export type AuthorizeWorkspace = (deps: Deps, session: Session, idOrSubdomain: string, action: Action) => Promise<WorkspaceAccess>;

/**
 * Whether the caller is a company's member who has not accepted its terms yet: until they do, they
 * act in it as nobody (membership-sql.ts holds the same rule for the queries that let membership open items).
 */
export const termsPending = (access: Pick<WorkspaceAccess, 'workspace' | 'member'>): boolean =>
  access.workspace.type === 'business' && access.member !== null && !access.member.tosAcceptedAt;

import type { WorkspaceRole } from './roles.ts';

/**
 * What an action is done to, when the object matters. Each kind carries only what the rules of
 * `can` read; the server fills it from its rows, the web from what the API returned.
 */
export type Resource = WorkspaceResource | MemberResource | PositionResource | IntegrationResource | AuthoredResource;

/** The workspace itself: its kind and whether its deletion is pending (then only its administrators see it). */
export interface WorkspaceResource {
  kind: 'workspace';
  type: 'individual' | 'business' | 'aggregator' | (string & {});
  pendingDeletion?: boolean;
}

/** A member as the target of a change, a removal or of leaving. */
export interface MemberResource {
  kind: 'member';
  userId?: string;
  role: WorkspaceRole;
  /** the role the member would get; absent when the member is removed or leaves */
  newRole?: WorkspaceRole;
  /** how many members hold an administrative role now; omitted, the last-administrator rule is not checked */
  administrators?: number;
}

/** A position of the recruitment module, with the people linked to it. */
export interface PositionResource {
  kind: 'position';
  linkedUserIds: readonly string[];
}

/** An installed integration of a company; native ones come with the platform. */
export interface IntegrationResource {
  kind: 'integration';
  native: boolean;
}

/** Something a person authored in a workspace (a content, a pathway): its author changes it, or a manager of the workspace. */
export interface AuthoredResource {
  kind: 'authored';
  authorId: string;
}

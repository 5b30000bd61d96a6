import type { ErrorCode } from '../errors/catalogue.ts';
import type { Action } from './actions.ts';
import type { MemberResource, Resource, WorkspaceResource } from './resources.ts';
import { type CompanyUserRole, GRANTS, type RecruitmentRole, rolesWith, type WorkspaceRole } from './roles.ts';

/** What the permission model knows about the caller in one workspace. */
export interface Actor {
  /** the caller; rules about "self" and "linked to" read it */
  userId?: string;
  /** role in the workspace, null when not a member */
  role: WorkspaceRole | null;
  /** company user role; admin grants the company admin center */
  userRole?: CompanyUserRole | null;
  /** role in the company's recruitment module */
  recruitmentRole?: RecruitmentRole | null;
  /** support staff reach only the admin center, and only while the company allows it */
  isSupport?: boolean;
  /** whether the company allows support; undefined where support mode does not exist (not a company) */
  supportAllowed?: boolean;
}

/** Why an action is refused, as the error code the API answers with. */
export type Denial = Extract<
  ErrorCode,
  'permission.denied' | 'workspace.not_found' | 'workspace.support_unavailable' | 'workspace.last_administrator'
>;

/** Every action the actor's roles grant, whatever kind of role grants it. */
export function grantsOf(actor: Actor): Set<Action> {
  const granted = new Set<Action>();
  const add = (actions: ReadonlySet<Action> | undefined) => {
    for (const action of actions ?? []) granted.add(action);
  };
  if (actor.role) add(GRANTS.workspace[actor.role]);
  if (actor.userRole) add(GRANTS.company[actor.userRole]);
  if (actor.recruitmentRole) add(GRANTS.recruitment[actor.recruitmentRole]);
  if (actor.isSupport && actor.supportAllowed) add(GRANTS.support);
  return granted;
}

const ADMINISTRATIVE = new Set<WorkspaceRole>(rolesWith('members.manage'));

/** Whether a role counts towards "a workspace keeps an administrator". */
export const isAdministrativeRole = (role: WorkspaceRole): boolean => ADMINISTRATIVE.has(role);

/** Someone with no role at all here: another tenant, who must not even learn the workspace exists. */
function outsiderDenial(actor: Actor): Denial | null {
  if (actor.role || actor.userRole === 'admin' || actor.recruitmentRole) return null;
  if (actor.isSupport && actor.supportAllowed === false) return 'workspace.support_unavailable';
  if (actor.isSupport && actor.supportAllowed) return null;
  return 'workspace.not_found';
}

function workspaceDenial(actor: Actor, action: Action, granted: Set<Action>, workspace: WorkspaceResource): Denial | null {
  // a workspace pending deletion is hidden from everyone but its administrators, who may reactivate it
  if (workspace.pendingDeletion && !granted.has('workspace.reactivate')) return 'workspace.not_found';
  if (!granted.has(action)) return 'permission.denied';
  // a personal workspace goes away with its account: it is never left nor deleted on its own
  if (workspace.type === 'individual' && (action === 'workspace.leave' || action === 'workspace.delete')) return 'permission.denied';
  // the company admin center's settings exist only in companies
  if (action.startsWith('company.') && workspace.type !== 'business') return 'permission.denied';
  if (action === 'workspace.leave' && !actor.role) return 'permission.denied';
  return null;
}

function memberDenial(actor: Actor, action: Action, member: MemberResource): Denial | null {
  if (action === 'members.manage' && member.role === 'owner' && actor.role !== 'owner') return 'permission.denied';
  const losesAdministration = isAdministrativeRole(member.role) && !(member.newRole && isAdministrativeRole(member.newRole));
  if (losesAdministration && member.administrators !== undefined && member.administrators <= 1) return 'workspace.last_administrator';
  return null;
}

/**
 * The one place that knows what a role may do: null when `actor` may do `action` (to `resource`
 * when given), else the error code of the refusal. Outsiders get 404 so other tenants stay invisible.
 */
export function check(actor: Actor, action: Action, resource?: Resource): Denial | null {
  const outsider = outsiderDenial(actor);
  if (outsider) return outsider;
  const granted = grantsOf(actor);
  if (resource?.kind === 'workspace') return workspaceDenial(actor, action, granted, resource);
  if (!granted.has(action)) return 'permission.denied';
  switch (resource?.kind) {
    case 'member':
      return memberDenial(actor, action, resource);
    case 'position':
      // without access to every position, only the positions one is linked to
      if (granted.has('recruitment.positions.all')) return null;
      return actor.userId && resource.linkedUserIds.includes(actor.userId) ? null : 'permission.denied';
    case 'authored':
      // creators change what they authored; content.manage changes anyone's
      if (granted.has('content.manage')) return null;
      return actor.userId === resource.authorId ? null : 'permission.denied';
    case 'integration':
      // native integrations cannot be disabled
      return action === 'company.integrations.uninstall' && resource.native ? 'permission.denied' : null;
    default:
      return null;
  }
}

/** Pure check used by the server on every route and by the web app to hide controls. */
export const can = (actor: Actor, action: Action, resource?: Resource): boolean => check(actor, action, resource) === null;

import type { Action } from './actions.ts';

/** Roles a user holds in a workspace. The individual owner of a personal workspace is `owner`. */
export const WORKSPACE_ROLES = ['owner', 'administrator', 'content_creator', 'member'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

/** Roles that can be given through an invite. */
export const INVITE_ROLES = ['member', 'content_creator', 'administrator'] as const;
export type InviteRole = (typeof INVITE_ROLES)[number];

/** The company user role: `admin` opens the admin center; it follows the workspace role. */
export const COMPANY_USER_ROLES = ['admin', 'user'] as const;
export type CompanyUserRole = (typeof COMPANY_USER_ROLES)[number];

/** Roles of the recruitment module (docs/product.md, Recruitment roles), held per company next to the workspace role. */
export const RECRUITMENT_ROLES = ['admin', 'manager', 'evaluator'] as const;
export type RecruitmentRole = (typeof RECRUITMENT_ROLES)[number];

const MEMBER: Action[] = ['workspace.view', 'workspace.leave', 'members.view', 'content.view'];
const CONTENT_CREATOR: Action[] = [...MEMBER, 'content.create'];

/** Company admins manage users, invites, departments, dependents, integrations, wallet and support mode. */
const COMPANY_ADMIN: Action[] = [
  'admin.access',
  'wallet.pay',
  'company.users.manage',
  'company.departments.manage',
  'company.dependents.manage',
  'company.integrations.manage',
  'company.integrations.uninstall',
  'company.support.manage',
  // assigning mandatory training and reading who finished it is the company's, as managing its people is
  'learning.assignments.manage',
];

/** Evaluators work on the positions they are linked to; managers also on drafts and the candidate bank. */
const RECRUITMENT_EVALUATOR: Action[] = ['recruitment.positions.view', 'recruitment.positions.evaluate'];
const RECRUITMENT_MANAGER: Action[] = [
  ...RECRUITMENT_EVALUATOR,
  'recruitment.positions.manage',
  'recruitment.drafts.manage',
  'recruitment.candidates.manage',
];
/** The recruitment admin has full access: every position, not only linked ones, and the company settings. */
const RECRUITMENT_ADMIN: Action[] = [...RECRUITMENT_MANAGER, 'recruitment.positions.all', 'recruitment.settings.manage'];

const ADMINISTRATOR: Action[] = [
  ...CONTENT_CREATOR,
  'workspace.manage',
  'workspace.delete',
  'workspace.reactivate',
  'members.manage',
  'members.invite',
  'content.manage',
  ...COMPANY_ADMIN,
  ...RECRUITMENT_ADMIN,
];

/** The grant table: what each role of each kind may do. One table, one mechanism, whatever the role's origin. */
export const GRANTS = {
  workspace: {
    owner: new Set(ADMINISTRATOR),
    administrator: new Set(ADMINISTRATOR),
    content_creator: new Set(CONTENT_CREATOR),
    member: new Set(MEMBER),
  } satisfies Record<WorkspaceRole, ReadonlySet<Action>>,
  company: {
    admin: new Set(ADMINISTRATOR),
    user: new Set<Action>(),
  } satisfies Record<CompanyUserRole, ReadonlySet<Action>>,
  recruitment: {
    admin: new Set(RECRUITMENT_ADMIN),
    manager: new Set(RECRUITMENT_MANAGER),
    evaluator: new Set(RECRUITMENT_EVALUATOR),
  } satisfies Record<RecruitmentRole, ReadonlySet<Action>>,
  /** support staff, while the company allows support: the admin center, read-only */
  support: new Set<Action>(['workspace.view', 'admin.access']),
} as const;

/** The workspace roles whose grants include `action`, e.g. for a query that filters members by what they may do. */
export const rolesWith = (action: Action): WorkspaceRole[] => WORKSPACE_ROLES.filter((role) => GRANTS.workspace[role].has(action));

/** A stored workspace role as the contract knows it, or null when the text is no role. */
export const toWorkspaceRole = (value: string | null | undefined): WorkspaceRole | null =>
  WORKSPACE_ROLES.find((role) => role === value) ?? null;

/** The company user role that goes with a workspace role in a company (a demoted administrator loses the admin center). */
export function companyUserRoleOf(value: string): CompanyUserRole {
  const role = toWorkspaceRole(value);
  return role && GRANTS.workspace[role].has('admin.access') ? 'admin' : 'user';
}

/** A stored company user role as the contract knows it; anything unknown is a plain user. */
export const toCompanyUserRole = (value: string | null | undefined): CompanyUserRole => (value === 'admin' ? 'admin' : 'user');

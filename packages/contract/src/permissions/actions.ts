/**
 * Every action the permission model knows, as area.verb strings. Workspace areas first, then the
 * company admin center and the recruitment module (docs/product.md, Roles and permissions, Recruitment roles).
 */
export const ACTIONS = [
  'workspace.view',
  'workspace.manage',
  'workspace.delete',
  'workspace.reactivate',
  'workspace.leave',
  'members.view',
  'members.manage',
  'members.invite',
  'content.view',
  'content.create',
  'content.manage',
  'admin.access',
  'wallet.pay',
  'company.users.manage',
  'company.departments.manage',
  'company.dependents.manage',
  'company.integrations.manage',
  'company.integrations.uninstall',
  'company.support.manage',
  'learning.assignments.manage',
  'recruitment.settings.manage',
  'recruitment.positions.all',
  'recruitment.positions.manage',
  'recruitment.positions.view',
  'recruitment.positions.evaluate',
  'recruitment.drafts.manage',
  'recruitment.candidates.manage',
] as const;
export type Action = (typeof ACTIONS)[number];

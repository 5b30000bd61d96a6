/** Every action the permission model knows, as resource.verb strings. */
export const ACTIONS = [
  'workspace.view',
  'workspace.manage',
  'workspace.delete',
  'workspace.leave',
  'members.view',
  'members.manage',
  'members.invite',
  'content.view',
  'content.create',
  'content.manage',
  'admin.access',
  'wallet.pay',
] as const;
export type Action = (typeof ACTIONS)[number];

/**
 * The query keys of the admin center's users. A mutation invalidates the widest key its change touches: a type change,
 * a removal or a reactivation refreshes every list and profile of the company's users.
 */
export const companyUserKeys = {
  users: (workspaceId: string) => ['company-users', workspaceId] as const,
  usersPage: (workspaceId: string, filters: object) => [...companyUserKeys.users(workspaceId), 'list', filters] as const,
  user: (workspaceId: string, userId: string) => [...companyUserKeys.users(workspaceId), 'user', userId] as const,
  invites: (workspaceId: string) => ['company-user-invites', workspaceId] as const,
  invitesPage: (workspaceId: string, filters: object) => [...companyUserKeys.invites(workspaceId), filters] as const,
};

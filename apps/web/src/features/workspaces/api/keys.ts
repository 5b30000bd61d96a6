import type { ASSET_PREFIXES } from '@trilha/contract';

/**
 * The query keys of the workspaces feature. A mutation invalidates the widest key its change touches
 * (e.g. members(workspaceId) after a role change refreshes every page and search of that list).
 */
export const workspaceKeys = {
  members: (workspaceId: string) => ['workspace-members', workspaceId] as const,
  membersPage: (workspaceId: string, filters: object) => [...workspaceKeys.members(workspaceId), filters] as const,
  invites: (workspaceId: string) => ['workspace-invites', workspaceId] as const,
  invitesPage: (workspaceId: string, filters: object) => [...workspaceKeys.invites(workspaceId), filters] as const,
  positions: (workspaceId: string) => ['workspace-positions', workspaceId] as const,
  assets: (prefix: (typeof ASSET_PREFIXES)[number]) => ['assets', prefix] as const,
  /** an invite's public data, by the token of its e-mail link */
  invite: (token: string) => ['invite', token] as const,
};

/**
 * The query keys of the admin center's records. A mutation invalidates the widest key its change touches (a saved
 * bookmark refreshes every page and search of the list and the bookmark itself).
 */
export const recordKeys = {
  bookmarks: (workspaceId: string) => ['admin-bookmarks', workspaceId] as const,
  bookmarksPage: (workspaceId: string, filters: object) => [...recordKeys.bookmarks(workspaceId), 'page', filters] as const,
  bookmark: (workspaceId: string, id: string) => [...recordKeys.bookmarks(workspaceId), 'one', id] as const,
  dependents: (workspaceId: string) => ['admin-dependents', workspaceId] as const,
  dependentsPage: (workspaceId: string, filters: object) => [...recordKeys.dependents(workspaceId), 'page', filters] as const,
  dependent: (workspaceId: string, id: string) => [...recordKeys.dependents(workspaceId), 'one', id] as const,
  members: (workspaceId: string, search: string) => ['admin-dependents-holders', workspaceId, search] as const,
  /** departments and the positions linked to them */
  departments: (workspaceId: string) => ['admin-departments', workspaceId] as const,
  departmentList: (workspaceId: string, removed: boolean) => [...recordKeys.departments(workspaceId), 'list', removed] as const,
  department: (workspaceId: string, id: string) => [...recordKeys.departments(workspaceId), 'one', id] as const,
  departmentPositions: (workspaceId: string, id: string, filters: object) =>
    [...recordKeys.departments(workspaceId), 'positions', id, filters] as const,
};

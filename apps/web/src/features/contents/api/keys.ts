/** Six items per page, in every listing of contents and pathways. */
export const PAGE_SIZE = 6;

/** Query keys of contents, pathways and discovery; every mutation invalidates `all`, the widest its change touches. */
export const contentKeys = {
  all: ['contents'] as const,
  content: (id: string) => [...contentKeys.all, 'content', id] as const,
  list: (id: string) => [...contentKeys.all, 'list', id] as const,
  myContents: (filters: object) => [...contentKeys.all, 'mine', filters] as const,
  myLists: (filters: object) => [...contentKeys.all, 'my-lists', filters] as const,
  ownedLists: (workspaceId: string) => [...contentKeys.all, 'owned', workspaceId] as const,
  saves: (workspaceId: string | undefined) => [...contentKeys.all, 'saves', workspaceId] as const,
  workspace: (kind: 'contents' | 'lists', workspaceId: string, page: number) =>
    [...contentKeys.all, 'workspace', kind, workspaceId, page] as const,
  workspaceSkills: (workspaceId: string) => [...contentKeys.all, 'workspace-skills', workspaceId] as const,
  discovery: (filters: object) => [...contentKeys.all, 'discovery', filters] as const,
};

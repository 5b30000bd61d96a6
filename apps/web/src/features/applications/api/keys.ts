/**
 * The query keys of the applications feature. A mutation invalidates the widest key its change touches: any change to
 * one application refreshes every tab (it moves between them) and its own page.
 */
export const applicationKeys = {
  all: ['applications'] as const,
  lists: () => [...applicationKeys.all, 'list'] as const,
  list: (filters: object) => [...applicationKeys.lists(), filters] as const,
  one: (id: string) => [...applicationKeys.all, 'one', id] as const,
  /** its interview invites and offers (under `one`: an answer to an offer refreshes them with the application) */
  hiring: (id: string) => [...applicationKeys.one(id), 'hiring'] as const,
  favorites: (aggregator?: string) => [...applicationKeys.all, 'favorites', aggregator ?? ''] as const,
  internalPositions: (workspaceId: string, lang: string, page: number) =>
    [...applicationKeys.all, 'internal-positions', workspaceId, lang, page] as const,
};

/** The query keys of the skills feature; a save invalidates mine(), a new skill the catalogue searches. */
export const skillKeys = {
  mine: () => ['my-skills'] as const,
  catalogue: () => ['skills-catalogue'] as const,
  search: (query: string) => [...skillKeys.catalogue(), 'search', query] as const,
};

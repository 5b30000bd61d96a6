/** Query keys of the learning runtime; a commit invalidates the content's own keys too (contents' `contentKeys.all`). */
export const learningKeys = {
  all: ['learning'] as const,
  runtime: (contentId: string) => [...learningKeys.all, 'runtime', contentId] as const,
};

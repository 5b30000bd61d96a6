/** Query keys of a content's quiz; an attempt or a save invalidates the content's whole set. */
export const quizKeys = {
  all: (contentId: string) => ['quizzes', contentId] as const,
  quiz: (contentId: string) => [...quizKeys.all(contentId), 'quiz'] as const,
  results: (contentId: string) => [...quizKeys.all(contentId), 'results'] as const,
};

import type { CourseSearchFilter } from '@trilha/contract';

// Segment names come in the caller's language, so every key that shows courses carries the language.
export const courseKeys = {
  all: ['courses'] as const,
  search: (filter: CourseSearchFilter, lang: string) => ['courses', 'search', filter, lang] as const,
  course: (id: string, lang: string) => ['courses', 'course', id, lang] as const,
  related: (id: string, lang: string) => ['courses', 'related', id, lang] as const,
  segments: (lang: string) => ['courses', 'segments', lang] as const,
  providers: ['courses', 'providers'] as const,
};

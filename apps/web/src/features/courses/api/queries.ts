import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type CourseSearchFilter, coursesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';

// Segment names come in the caller's language, so every key that shows courses carries the language.
export const courseKeys = {
  all: ['courses'] as const,
  search: (filter: CourseSearchFilter, lang: string) => ['courses', 'search', filter, lang] as const,
  course: (id: string, lang: string) => ['courses', 'course', id, lang] as const,
  related: (id: string, lang: string) => ['courses', 'related', id, lang] as const,
  segments: (lang: string) => ['courses', 'segments', lang] as const,
  providers: ['courses', 'providers'] as const,
};

/** POST /v1/courses/search: a page of the catalogue by the course search filter. */
export const courseSearchQuery = (filter: CourseSearchFilter, lang: string) =>
  queryOptions({
    queryKey: courseKeys.search(filter, lang),
    queryFn: () => api(coursesApi.searchCourses, { body: filter }),
    placeholderData: keepPreviousData,
  });

export const courseQuery = (id: string, lang: string) =>
  queryOptions({ queryKey: courseKeys.course(id, lang), queryFn: () => api(coursesApi.getCourse, { params: { id } }) });

export const relatedCoursesQuery = (id: string, lang: string) =>
  queryOptions({ queryKey: courseKeys.related(id, lang), queryFn: () => api(coursesApi.relatedCourses, { params: { id } }) });

/** The segment filter's options; reference data, so it stays fresh for a while. */
export const courseSegmentsQuery = (lang: string) =>
  queryOptions({
    queryKey: courseKeys.segments(lang),
    queryFn: () => api(coursesApi.listCourseSegments),
    staleTime: 30 * 60_000,
  });

export const courseProvidersQuery = () =>
  queryOptions({ queryKey: courseKeys.providers, queryFn: () => api(coursesApi.listCourseProviders), staleTime: 30 * 60_000 });

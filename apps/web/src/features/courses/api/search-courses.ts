import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type CourseSearchFilter, coursesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { courseKeys } from './keys.ts';

/** POST /v1/courses/search: a page of the catalogue by the course search filter. */
export const courseSearchQuery = (filter: CourseSearchFilter, lang: string) =>
  queryOptions({
    queryKey: courseKeys.search(filter, lang),
    queryFn: () => api(coursesApi.searchCourses, { body: filter }),
    placeholderData: keepPreviousData,
  });

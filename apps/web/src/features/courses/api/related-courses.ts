import { queryOptions } from '@tanstack/react-query';
import { coursesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { courseKeys } from './keys.ts';

/** GET /v1/courses/related/:id: courses like this one. */
export const relatedCoursesQuery = (id: string, lang: string) =>
  queryOptions({ queryKey: courseKeys.related(id, lang), queryFn: () => api(coursesApi.relatedCourses, { params: { id } }) });

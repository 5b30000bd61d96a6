import { queryOptions } from '@tanstack/react-query';
import { coursesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { courseKeys } from './keys.ts';

/** GET /v1/courses/details/:id: one course of the catalogue. */
export const courseQuery = (id: string, lang: string) =>
  queryOptions({ queryKey: courseKeys.course(id, lang), queryFn: () => api(coursesApi.getCourse, { params: { id } }) });

import { queryOptions } from '@tanstack/react-query';
import { coursesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { courseKeys } from './keys.ts';

/** The segment filter's options; reference data, so it stays fresh for a while. */
export const courseSegmentsQuery = (lang: string) =>
  queryOptions({
    queryKey: courseKeys.segments(lang),
    queryFn: () => api(coursesApi.listCourseSegments),
    staleTime: 30 * 60_000,
  });

import { queryOptions } from '@tanstack/react-query';
import { coursesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { courseKeys } from './keys.ts';

/** The provider filter's options; reference data, so it stays fresh for a while. */
export const courseProvidersQuery = () =>
  queryOptions({ queryKey: courseKeys.providers, queryFn: () => api(coursesApi.listCourseProviders), staleTime: 30 * 60_000 });

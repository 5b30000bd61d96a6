import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coursesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { courseKeys } from './keys.ts';

/** Enrolls the caller in a course; the server answers courses.phone_required when the profile has no phone. */
export function useEnrollCourse(id: string, aggregator?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(coursesApi.enrollCourse, { body: { course_id: id, aggregator } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { coursesApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { courseKeys } from './keys.ts';

/** Saves a course (through the portal `aggregator` when given) or takes it out of the saved ones. */
export function useSaveCourse(id: string, aggregator?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (saved: boolean) =>
      saved
        ? api(coursesApi.saveCourse, { body: { course_id: id, aggregator } })
        : api(coursesApi.unsaveCourse, { query: { course_id: id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}

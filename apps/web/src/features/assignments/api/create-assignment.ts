import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AssignmentBody, assignmentsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { assignmentKeys } from './keys.ts';

/** POST /v1/-/learning/assignments: assigns, then the report (and anyone's own list) reads again. */
export function useCreateAssignment(company: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignmentBody) => api(assignmentsApi.createAssignment, { body, company }),
    onSuccess: () => client.invalidateQueries({ queryKey: assignmentKeys.all }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hiringApi, type InterviewForm } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { pipelineKeys } from './keys.ts';

/** POST /v1/-/applications/:id/interviews: invites the candidate to an interview (e-mailed to them). */
export function useCreateInterview(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InterviewForm) => api(hiringApi.createInterview, { params: { id: applicationId }, body }),
    // the candidate moves in the pipeline (interview, offer stage) or its history changes: its lists are stale too
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.all }),
  });
}

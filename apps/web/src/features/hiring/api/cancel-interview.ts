import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hiringApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { pipelineKeys } from './keys.ts';

/** DELETE /v1/-/applications/:id/interviews/:interviewId: cancels an invite (the candidate is e-mailed). */
export function useCancelInterview(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (interviewId: string) => api(hiringApi.cancelInterview, { params: { id: applicationId, interviewId } }),
    // the candidate moves in the pipeline (interview, offer stage) or its history changes: its lists are stale too
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pipelineKeys.all }),
  });
}

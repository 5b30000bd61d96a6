import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type EvaluationBody, hiringApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { pipelineKeys } from './keys.ts';

/** PUT /v1/-/applications/:id/evaluations: writes or changes the caller's own scorecard. */
export function useSaveApplicationEvaluation(applicationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EvaluationBody) => api(hiringApi.saveApplicationEvaluation, { params: { id: applicationId }, body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(pipelineKeys.evaluations(applicationId), saved);
      // the lists show each candidate's average
      void queryClient.invalidateQueries({ queryKey: pipelineKeys.all });
    },
  });
}

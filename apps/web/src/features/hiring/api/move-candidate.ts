import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationsApi, type PipelineStage } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { pipelineKeys } from './keys.ts';

/** PUT /v1/-/applications/:id/stage: moves the candidate; rejected (with an optional message) and hired close it. */
export function useMoveCandidate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ stage, message }: { stage: PipelineStage; message: string | null }) =>
      api(applicationsApi.moveCandidate, { params: { id }, body: { stage, message } }),
    // the answer is the application: kept in its cache; the lists whose stages and counts it changes are refreshed
    onSuccess: (saved) => {
      queryClient.setQueryData(pipelineKeys.application(id), saved);
      // not awaited: a closing move unmounts the decision panel, whose own onSuccess (the toast) must still run
      void queryClient.invalidateQueries({ queryKey: pipelineKeys.all });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { pipelineKeys } from './keys.ts';

/** PUT /v1/-/applications/:id/answer-date: the date by which the company promises the candidate an answer. */
export function useSetAnswerDate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answerBy: string) => api(applicationsApi.setAnswerDate, { params: { id }, body: { answerBy } }),
    // the answer is the application: kept in its cache; the lists whose stages and counts it changes are refreshed
    onSuccess: (saved) => {
      queryClient.setQueryData(pipelineKeys.application(id), saved);
      // not awaited: a closing move unmounts the decision panel, whose own onSuccess (the toast) must still run
      void queryClient.invalidateQueries({ queryKey: pipelineKeys.all });
    },
  });
}

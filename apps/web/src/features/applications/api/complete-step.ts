import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApplicationStep, applicationsApi, type StepAnswer } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { applicationKeys } from './keys.ts';

/** PUT /v1/matches/:id/steps/:step: saves the current step and moves to the next (the last one submits). */
export function useCompleteStep(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: StepAnswer) =>
      api(applicationsApi.completeStep, { params: { id, step: answer.kind as ApplicationStep }, body: answer }),
    onSuccess: async (details) => {
      queryClient.setQueryData(applicationKeys.one(id), details);
      await queryClient.invalidateQueries({ queryKey: applicationKeys.lists() });
    },
  });
}

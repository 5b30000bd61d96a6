import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { applicationKeys } from './keys.ts';

/** POST /v1/matches: applies again after giving up (a new application from the first step). */
export function useStartApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { positionId: string; aggregator: string | null }) => api(applicationsApi.startApplication, { body }),
    onSuccess: async (details) => {
      queryClient.setQueryData(applicationKeys.one(details.id), details);
      await queryClient.invalidateQueries({ queryKey: applicationKeys.lists() });
    },
  });
}

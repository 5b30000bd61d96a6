import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { applicationKeys } from './keys.ts';

/** POST /v1/matches/:id/give-up: irreversible; applying again starts a new application. */
export function useGiveUpApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(applicationsApi.giveUpApplication, { params: { id } }),
    onSuccess: async (details) => {
      queryClient.setQueryData(applicationKeys.one(id), details);
      await queryClient.invalidateQueries({ queryKey: applicationKeys.lists() });
    },
  });
}

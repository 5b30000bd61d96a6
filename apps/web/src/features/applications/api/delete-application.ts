import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { applicationKeys } from './keys.ts';

/** DELETE /v1/matches/:id: the application leaves every tab; the screen then offers the optional feedback. */
export function useDeleteApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(applicationsApi.deleteApplication, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: applicationKeys.lists() }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { integrationsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { integrationKeys } from './keys.ts';

/** DELETE /v1/-/integration/hiringnotification: stops the hiring notification. */
export function useRemoveHiringNotification(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(integrationsApi.removeHiringNotification),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all(workspaceId) }),
  });
}

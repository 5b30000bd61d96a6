import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type HiringNotificationBody, integrationsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { integrationKeys } from './keys.ts';

/** PUT /v1/-/integration/hiringnotification: the one e-mail told of each hiring (a new one replaces the old). */
export function useSetHiringNotification(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HiringNotificationBody) => api(integrationsApi.setHiringNotification, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all(workspaceId) }),
  });
}

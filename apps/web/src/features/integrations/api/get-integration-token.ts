import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InstalledIntegration, integrationsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { integrationKeys } from './keys.ts';

/**
 * GET /v1/-/automations/get_token/:integration/:id, on demand: asks the provider again whether it accepts the token.
 * Either answer may change the integration's status, so the list is refreshed after it.
 */
export function useCheckIntegrationToken(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (integration: Pick<InstalledIntegration, 'id' | 'kind'>) =>
      api(integrationsApi.getIntegrationToken, { params: { integration: integration.kind, id: integration.id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all(workspaceId) }),
  });
}

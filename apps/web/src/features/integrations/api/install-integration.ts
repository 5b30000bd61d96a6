import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type IntegrationInstallBody, integrationsApi, type TokenIntegrationKind } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { integrationKeys } from './keys.ts';

/** POST /v1/-/automations/install/:title: installs an integration with the provider's token. */
export function useInstallIntegration(workspaceId: string, kind: TokenIntegrationKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IntegrationInstallBody) => api(integrationsApi.installIntegration, { params: { title: kind }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all(workspaceId) }),
  });
}

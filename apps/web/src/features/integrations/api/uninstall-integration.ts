import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InstalledIntegration, integrationsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { integrationKeys } from './keys.ts';

/** DELETE /v1/-/automations/uninstall/:name: uninstalls one installed integration (never a native one). */
export function useUninstallIntegration(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (integration: Pick<InstalledIntegration, 'id' | 'kind'>) =>
      api(integrationsApi.uninstallIntegration, {
        params: { name: integration.kind },
        body: { company_automation_id: integration.id },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all(workspaceId) }),
  });
}

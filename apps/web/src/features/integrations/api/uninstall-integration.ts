import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type InstalledIntegration, integrationsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { integrationKeys } from './keys.ts';

/** DELETE /v1/-/automations/uninstall/:name: uninstalls one installed integration (never a native one). */
export function useUninstallIntegration(workspaceId: string, onUninstalled: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (integration: Pick<InstalledIntegration, 'id' | 'kind'>) =>
      api(integrationsApi.uninstallIntegration, {
        params: { name: integration.kind },
        body: { company_automation_id: integration.id },
      }),
    // told here, not in mutate's callbacks: the row that asks leaves the list as it refreshes, and a call's own
    // callbacks do not run once their component is gone
    onSuccess: () => {
      onUninstalled();
      return queryClient.invalidateQueries({ queryKey: integrationKeys.all(workspaceId) });
    },
  });
}

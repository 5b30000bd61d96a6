import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiKeyBody, integrationsApi } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { integrationKeys } from './keys.ts';

/** GET /v1/-/api-keys: the company's live keys (a company holds a handful). */
export const apiKeysQuery = (workspaceId: string) =>
  queryOptions({ queryKey: integrationKeys.apiKeys(workspaceId), queryFn: () => api(integrationsApi.listApiKeys) });

/** GET /v1/-/audit-log: the newest page of the company's audit log. */
export const auditLogQuery = (workspaceId: string) =>
  queryOptions({
    queryKey: integrationKeys.auditLog(workspaceId),
    queryFn: () => api(integrationsApi.listAuditLog, { query: { limit: 20 } }),
  });

/** POST /v1/-/api-keys: the answer holds the whole key, shown once. */
export function useCreateApiKey(workspaceId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyBody) => api(integrationsApi.createApiKey, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.apiKeysAll(workspaceId) }),
  });
}

/**
 * DELETE /v1/-/api-keys/:id. `onRevoked` runs here, not in mutate's callbacks: the key's row, which asks, leaves the
 * list as the list refreshes, and a call's own callbacks do not run once their component is gone.
 */
export function useRevokeApiKey(workspaceId: string, onRevoked: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(integrationsApi.revokeApiKey, { params: { id } }),
    onSuccess: () => {
      onRevoked();
      return queryClient.invalidateQueries({ queryKey: integrationKeys.apiKeysAll(workspaceId) });
    },
  });
}

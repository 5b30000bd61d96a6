import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { integrationsApi, type WebhookBody, type WebhookUpdate } from '@trilha/contract';
import { api } from '../../../lib/api/client.ts';
import { integrationKeys } from './keys.ts';

/** GET /v1/-/webhooks */
export const webhooksQuery = (workspaceId: string) =>
  queryOptions({ queryKey: integrationKeys.webhooks(workspaceId), queryFn: () => api(integrationsApi.listWebhooks) });

/** GET /v1/-/webhooks/:id/deliveries: the newest attempts */
export const webhookDeliveriesQuery = (workspaceId: string, id: string) =>
  queryOptions({
    queryKey: [...integrationKeys.webhooks(workspaceId), id, 'deliveries'] as const,
    queryFn: () => api(integrationsApi.listWebhookDeliveries, { params: { id } }),
  });

/** `onDone` runs here rather than in mutate's callbacks, which do not run once the row that asked left the list. */
function useWebhookMutation<T, R>(workspaceId: string, call: (input: T) => Promise<R>, onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      onDone?.();
      return queryClient.invalidateQueries({ queryKey: integrationKeys.webhooks(workspaceId) });
    },
  });
}

/** POST /v1/-/webhooks: the answer holds the signing secret, shown once. */
export const useCreateWebhook = (workspaceId: string) =>
  useWebhookMutation(workspaceId, (body: WebhookBody) => api(integrationsApi.createWebhook, { body }));

/** PUT /v1/-/webhooks/:id */
export const useUpdateWebhook = (workspaceId: string) =>
  useWebhookMutation(workspaceId, ({ id, body }: { id: string; body: WebhookUpdate }) =>
    api(integrationsApi.updateWebhook, { params: { id }, body }),
  );

/** DELETE /v1/-/webhooks/:id */
export const useDeleteWebhook = (workspaceId: string, onDeleted: () => void) =>
  useWebhookMutation(workspaceId, (id: string) => api(integrationsApi.deleteWebhook, { params: { id } }), onDeleted);

/** POST /v1/-/webhooks/:id/deliveries/:deliveryId/resend */
export const useResendDelivery = (workspaceId: string) =>
  useWebhookMutation(workspaceId, (ids: { id: string; deliveryId: string }) => api(integrationsApi.resendWebhookDelivery, { params: ids }));

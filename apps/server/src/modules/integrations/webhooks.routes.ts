import { integrationsApi } from '@trilha/contract';
import { route } from '../../platform/http/context.ts';
import type { RouteTable } from '../../platform/http/register.ts';
import { createWebhook, deleteWebhook, listWebhooks, resendDelivery, updateWebhook, webhookDeliveries } from './webhooks.service.ts';

export const webhooksRoutes: RouteTable['routes'] = [
  route(integrationsApi.createWebhook, async ({ deps, access, session, body, reply }) => {
    const created = await createWebhook(deps, access.workspace.id, session.user.id, body);
    reply.status(201);
    return created;
  }),
  route(integrationsApi.listWebhooks, ({ deps, access }) => listWebhooks(deps, access.workspace.id)),
  route(integrationsApi.updateWebhook, ({ deps, access, params, body }) => updateWebhook(deps, access.workspace.id, params.id, body)),
  route(integrationsApi.deleteWebhook, async ({ deps, access, params, reply }) => {
    await deleteWebhook(deps, access.workspace.id, params.id);
    reply.status(204);
    return null;
  }),
  route(integrationsApi.listWebhookDeliveries, ({ deps, access, params }) => webhookDeliveries(deps, access.workspace.id, params.id)),
  route(integrationsApi.resendWebhookDelivery, async ({ deps, access, params, reply }) => {
    const queued = await resendDelivery(deps, access.workspace.id, params.id, params.deliveryId);
    reply.status(202);
    return queued;
  }),
];

import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';
import { createdWebhook, webhookBody, webhookDeliveries, webhookItem, webhookList, webhookUpdate } from './webhook-schemas.ts';

/**
 * A company's webhooks, in the admin center (prefix -/, the company of X-Company): company admins only, with a
 * session. Deliveries follow the Standard Webhooks specification.
 */
const tag = 'integrations';
const company = { from: 'company-header' } as const;
const idParams = z.object({ id: z.uuid() });

export const createWebhook = defineEndpoint({
  method: 'POST',
  path: '/v1/-/webhooks',
  summary: 'Registers a webhook: its address and events; the answer carries the signing secret (whsec_…)',
  tag,
  access: 'session',
  scope: company,
  permission: 'company.integrations.manage',
  body: webhookBody,
  responses: { 201: createdWebhook },
});

export const listWebhooks = defineEndpoint({
  method: 'GET',
  path: '/v1/-/webhooks',
  summary: "The company's webhooks, newest first",
  tag,
  access: 'session',
  scope: company,
  permission: 'company.integrations.manage',
  responses: { 200: webhookList },
});

export const updateWebhook = defineEndpoint({
  method: 'PUT',
  path: '/v1/-/webhooks/:id',
  summary: 'Changes a webhook’s address or events, or turns it off or on again',
  tag,
  access: 'session',
  scope: company,
  permission: 'company.integrations.manage',
  params: idParams,
  body: webhookUpdate,
  responses: { 200: webhookItem },
});

export const deleteWebhook = defineEndpoint({
  method: 'DELETE',
  path: '/v1/-/webhooks/:id',
  summary: 'Removes a webhook and its pending deliveries',
  tag,
  access: 'session',
  scope: company,
  permission: 'company.integrations.manage',
  params: idParams,
  responses: { 204: z.null() },
});

export const listWebhookDeliveries = defineEndpoint({
  method: 'GET',
  path: '/v1/-/webhooks/:id/deliveries',
  summary: 'The newest attempts to deliver the webhook’s messages: event, answer, duration and time',
  tag,
  access: 'session',
  scope: company,
  permission: 'company.integrations.manage',
  params: idParams,
  responses: { 200: webhookDeliveries },
});

export const resendWebhookDelivery = defineEndpoint({
  method: 'POST',
  path: '/v1/-/webhooks/:id/deliveries/:deliveryId/resend',
  summary: 'Sends the message of an attempt again, at once, with the same webhook-id',
  tag,
  access: 'session',
  scope: company,
  permission: 'company.integrations.manage',
  params: z.object({ id: z.uuid(), deliveryId: z.uuid() }),
  responses: { 202: z.object({ queued: z.literal(true) }) },
});

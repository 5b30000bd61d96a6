import { z } from 'zod';

/** What a company's webhook may subscribe to; each delivery's body is `{ type, timestamp, data }`. */
export const WEBHOOK_EVENTS = [
  'application.created',
  'application.stage_changed',
  'application.withdrawn',
  'position.published',
  'position.closed',
  'offer.answered',
  'interview.answered',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

const webhookUrl = z
  .string()
  .trim()
  .max(2000, { error: 'webhook.url' })
  .pipe(z.url({ protocol: /^https?$/, error: 'webhook.url' }));
const webhookEvents = z
  .array(z.enum(WEBHOOK_EVENTS, { error: 'webhook.events' }))
  .min(1, { error: 'webhook.events' })
  .max(WEBHOOK_EVENTS.length)
  .transform((events) => [...new Set(events)]);

/** POST /v1/-/webhooks: where to deliver and what. The server also refuses a target it may not reach (production: https, public addresses). */
export const webhookBody = z.object({ url: webhookUrl, events: webhookEvents });
export type WebhookBody = z.input<typeof webhookBody>;

/** PUT /v1/-/webhooks/:id: any of the address, the events, and whether it is on (turning it on again clears its failures). */
export const webhookUpdate = z.object({ url: webhookUrl.optional(), events: webhookEvents.optional(), enabled: z.boolean().optional() });
export type WebhookUpdate = z.input<typeof webhookUpdate>;

export const webhookItem = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  /** when it was turned off because its receiver kept failing for a day; null otherwise */
  disabledForFailures: z.string().nullable(),
  createdAt: z.string(),
});
export type WebhookItem = z.infer<typeof webhookItem>;

/** The answer to the creation: the signing secret (whsec_…), to verify deliveries with any Standard Webhooks library. */
export const createdWebhook = webhookItem.extend({ secret: z.string() });
export type CreatedWebhook = z.infer<typeof createdWebhook>;

export const webhookList = z.object({ items: z.array(webhookItem) });
export type WebhookList = z.infer<typeof webhookList>;

/** One attempt to deliver one message. */
export const webhookDelivery = z.object({
  id: z.string(),
  /** the message's id, the `webhook-id` header: the same for every attempt of one message */
  messageId: z.string(),
  event: z.enum(WEBHOOK_EVENTS),
  /** the receiver's answer; null when none came (refused address, connection error, time out) */
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  at: z.string(),
  /** why no answer came, in a few words */
  error: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDelivery>;

export const webhookDeliveries = z.object({ items: z.array(webhookDelivery) });
export type WebhookDeliveries = z.infer<typeof webhookDeliveries>;

import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/v1/health',
  summary: 'Liveness and database readiness',
  tag: 'platform',
  access: 'public',
  scope: 'public',
  responses: {
    200: z.object({ status: z.literal('ok'), database: z.literal('ok'), time: z.string() }),
  },
});

export const outboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sentAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const listOutbox = defineEndpoint({
  method: 'GET',
  path: '/v1/dev/outbox',
  summary: 'E-mails sent through the outbox (not in production)',
  tag: 'dev',
  access: 'public',
  scope: 'public',
  query: z.object({ to: z.string().max(320).optional() }),
  responses: { 200: z.object({ items: z.array(outboxMessage) }) },
});

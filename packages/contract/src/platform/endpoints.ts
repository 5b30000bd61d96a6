import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint.ts';

/** A read replica as readiness reports it: out of rotation ('lagging', 'down') is not "not ready": the primary reads. */
const replicaStatus = z.object({
  name: z.string(),
  state: z.enum(['ok', 'lagging', 'down']),
  lagMs: z.number().nullable(),
});

const ready = z.object({
  status: z.literal('ok'),
  database: z.literal('ok'),
  time: z.string(),
  /** only with read replicas (DATABASE_READ_URL) */
  replicas: z.array(replicaStatus).optional(),
});

/** Readiness, kept at its old path for load balancers that ask it (the same answer as /v1/health/ready). */
export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/v1/health',
  summary: 'Readiness: the database answers and the process is not draining (503 otherwise)',
  tag: 'platform',
  access: 'public',
  scope: 'public',
  probe: true,
  responses: { 200: ready },
});

/** Liveness: the process runs; never touches the database, so a database outage restarts no instance. */
export const getHealthLive = defineEndpoint({
  method: 'GET',
  path: '/v1/health/live',
  summary: 'Liveness: the process answers (never asks the database)',
  tag: 'platform',
  access: 'public',
  scope: 'public',
  probe: true,
  responses: { 200: z.object({ status: z.literal('ok') }) },
});

export const getHealthReady = defineEndpoint({
  method: 'GET',
  path: '/v1/health/ready',
  summary: 'Readiness: the database answers within a short timeout and the process is not draining (503 otherwise)',
  tag: 'platform',
  access: 'public',
  scope: 'public',
  probe: true,
  responses: { 200: ready },
});

export const outboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sentAt: z.string(),
  /** the files sent with it (an interview's iCalendar invitation): name, type and content */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), content: z.string() })),
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

/**
 * Test data for the browser journeys (apps/e2e/support/fresh-data.ts), which run against the real server and may not
 * change the demo accounts: what no public endpoint can make. Dev tools: 404 in production and to anyone not local.
 */
export const createDevVoucher = defineEndpoint({
  method: 'POST',
  path: '/v1/dev/vouchers',
  summary: 'Mints a single-use voucher with a new code, optionally only for one company (not in production)',
  tag: 'dev',
  access: 'public',
  scope: 'public',
  body: z.object({
    credits: z.number().int().min(1).max(10_000),
    /** the company (subdomain or id) that alone may redeem it; any company when absent */
    workspace: z.string().trim().min(1).max(255).optional(),
  }),
  responses: { 201: z.object({ code: z.string(), credits: z.number(), expiresAt: z.string() }) },
});

export const addDevPortalMember = defineEndpoint({
  method: 'POST',
  path: '/v1/dev/portal-members',
  summary: 'Makes an account a member of a portal (joining one has no public endpoint), its terms accepted (not in production)',
  tag: 'dev',
  access: 'public',
  scope: 'public',
  body: z.object({ email: z.string().trim().min(3).max(320), portal: z.string().trim().min(1).max(255) }),
  responses: { 201: z.object({ workspaceId: z.string() }) },
});

export const createDevVerifiedConclusion = defineEndpoint({
  method: 'POST',
  path: '/v1/dev/verified-conclusions',
  summary:
    'Concludes a content for an account as the content itself would (a SCORM runtime, a passed quiz), with what follows (not in production)',
  tag: 'dev',
  access: 'public',
  scope: 'public',
  body: z.object({ email: z.string().trim().min(3).max(320), contentId: z.uuid(), score: z.number().int().min(0).max(100).optional() }),
  responses: { 201: z.object({ first: z.boolean() }) },
});

import { randomBytes } from 'node:crypto';
import {
  type CreatedWebhook,
  type WebhookBody,
  type WebhookDeliveries,
  type WebhookEvent,
  type WebhookItem,
  type WebhookList,
  type WebhookUpdate,
  webhookBody,
  webhookUpdate,
} from '@trilha/contract';
import type { Queryable } from '../../platform/db/connect.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { encryptSecret, secretsKeyOf } from './secrets.ts';
import { targetAllowed, targetRulesOf } from './webhook-target.ts';
import {
  applicationPlace,
  deleteWebhookRow,
  enqueueMessages,
  findCompanyWebhook,
  insertWebhook,
  listAttempts,
  listCompanyWebhooks,
  rearmMessageOf,
  stopPendingMessages,
  updateWebhookRow,
  type WebhookRow,
} from './webhooks.data.ts';

const itemOf = (row: WebhookRow): WebhookItem => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEvent[],
  enabled: row.disabledAt === null,
  disabledForFailures: row.disabledForFailuresAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

function checkedTarget(deps: Deps, url: string): string {
  if (!targetAllowed(new URL(url), targetRulesOf(deps.config.nodeEnv)))
    throw new AppError('webhook.target_refused', { url: 'webhook.target_refused' });
  return url;
}

/** A Standard Webhooks secret: whsec_ and 24 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(24).toString('base64')}`;

export async function createWebhook(deps: Deps, workspaceId: string, userId: string, input: WebhookBody): Promise<CreatedWebhook> {
  const { url, events } = webhookBody.parse(input);
  const secret = newSecret();
  const row = await insertWebhook(deps.db, {
    workspaceId,
    url: checkedTarget(deps, url),
    events,
    secretCiphertext: encryptSecret(secretsKeyOf(deps.config), secret),
    createdBy: userId,
    createdAt: deps.clock.now(),
  });
  return { ...itemOf(row), secret };
}

export async function listWebhooks(deps: Deps, workspaceId: string): Promise<WebhookList> {
  return { items: (await listCompanyWebhooks(deps.db, workspaceId)).map(itemOf) };
}

async function ownWebhook(deps: Deps, workspaceId: string, id: string): Promise<WebhookRow> {
  const row = await findCompanyWebhook(deps.db, workspaceId, id);
  if (!row) throw new AppError('webhook.not_found');
  return row;
}

/** Address, events, on or off: turned off, its pending messages stop; turned on again, its failures are forgotten. */
export async function updateWebhook(deps: Deps, workspaceId: string, id: string, input: WebhookUpdate): Promise<WebhookItem> {
  const changes = webhookUpdate.parse(input);
  const row = await ownWebhook(deps, workspaceId, id);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const updated = await updateWebhookRow(tx, row.id, {
      ...(changes.url !== undefined && { url: checkedTarget(deps, changes.url) }),
      ...(changes.events !== undefined && { events: changes.events }),
      ...(changes.enabled === false && row.disabledAt === null && { disabledAt: now }),
      ...(changes.enabled === true && { disabledAt: null, disabledForFailuresAt: null }),
    });
    if (updated.disabledAt) await stopPendingMessages(tx, row.id);
    return itemOf(updated);
  });
}

export async function deleteWebhook(deps: Deps, workspaceId: string, id: string): Promise<void> {
  const row = await ownWebhook(deps, workspaceId, id);
  await deleteWebhookRow(deps.db, row.id);
}

export async function webhookDeliveries(deps: Deps, workspaceId: string, id: string): Promise<WebhookDeliveries> {
  const row = await ownWebhook(deps, workspaceId, id);
  const rows = await listAttempts(deps.db, row.id, 100);
  return {
    items: rows.map(({ attempt, event }) => ({
      id: attempt.id,
      messageId: attempt.messageId,
      event: event as WebhookEvent,
      statusCode: attempt.statusCode,
      durationMs: attempt.durationMs,
      at: attempt.at.toISOString(),
      error: attempt.error,
    })),
  };
}

/** The resend button: the attempt's message is due at once (a webhook that is off sends nothing until turned on). */
export async function resendDelivery(deps: Deps, workspaceId: string, id: string, deliveryId: string): Promise<{ queued: true }> {
  const row = await ownWebhook(deps, workspaceId, id);
  if (!(await rearmMessageOf(deps.db, row.id, deliveryId, deps.clock.now()))) throw new AppError('webhook.not_found');
  return { queued: true };
}

/**
 * Tells the company's webhooks of an event, in the caller's transaction (nothing is sent for a write that rolls back):
 * a message per webhook subscribed to it, delivered by the background task within seconds.
 */
export async function emitWebhookEvent(
  deps: Pick<Deps, 'clock'>,
  q: Queryable,
  workspaceId: string,
  event: WebhookEvent,
  data: Record<string, unknown>,
): Promise<void> {
  const now = deps.clock.now();
  const body = { type: event, timestamp: now.toISOString(), data };
  await enqueueMessages(q, workspaceId, event, body, now, () => `msg_${randomBytes(16).toString('hex')}`);
}

/** An event of an application told by another module (an interview or offer answered): its company found here. */
export async function emitApplicationWebhookEvent(
  deps: Pick<Deps, 'clock'>,
  q: Queryable,
  applicationId: string,
  event: WebhookEvent,
  data: Record<string, unknown>,
): Promise<void> {
  const place = await applicationPlace(q, applicationId);
  if (place)
    await emitWebhookEvent(deps, q, place.workspaceId, event, { applicationId, positionId: place.positionId, stage: place.stage, ...data });
}

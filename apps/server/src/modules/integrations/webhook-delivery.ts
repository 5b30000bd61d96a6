import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { resolveLanguage } from '@trilha/contract';
import { Webhook } from 'standardwebhooks';
import type { Deps } from '../../platform/deps.ts';
import { decryptSecret, secretsKeyOf } from './secrets.ts';
import { webhookDisabledMail } from './webhook-mail.ts';
import { guardedLookup, type TargetRules, targetAllowed, targetRulesOf } from './webhook-target.ts';
import {
  claimDueMessages,
  companyAdmins,
  insertAttempt,
  settleMessage,
  stopPendingMessages,
  updateWebhookRow,
  type WebhookMessageRow,
  type WebhookRow,
} from './webhooks.data.ts';

/** A receiver answers within this, or the attempt counts as failed. */
const ATTEMPT_TIMEOUT_MS = 10_000;
/** Messages sent per run of the task, at most this many at once. */
const BATCH = 20;
/** A claimed message is someone else's to send again only after this (the run's sends all end within the timeout). */
const CLAIM_MS = 60_000;
/**
 * When a failed message is tried again, after its first, second… failure: within seconds at first, then spread over a
 * day (the sum is a little over 24 hours); past the last, the message is given up and the webhook turned off.
 */
const RETRY_AFTER_MS = [5_000, 60_000, 5 * 60_000, 30 * 60_000, 60 * 60_000, 3 * 3600_000, 6 * 3600_000, 6 * 3600_000, 8 * 3600_000];

interface Answer {
  statusCode: number | null;
  error: string | null;
}

/** POSTs the signed body; answers the status code, or why none came. Never throws. */
function post(url: URL, headers: Record<string, string>, body: string, rules: TargetRules): Promise<Answer> {
  if (!targetAllowed(url, rules)) return Promise.resolve({ statusCode: null, error: 'address refused' });
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    const req = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(rules) as never,
        timeout: ATTEMPT_TIMEOUT_MS,
      },
      (res) => {
        // the answer's body is not read: only its status counts
        res.resume();
        resolve({ statusCode: res.statusCode ?? null, error: null });
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })));
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ statusCode: null, error: error.code === 'ETARGETREFUSED' ? 'address refused' : (error.code ?? 'connection failed') }),
    );
    req.end(body);
  });
}

/** The Standard Webhooks headers of one attempt: the message's id, the time, and the HMAC of "id.timestamp.body". */
function signedHeaders(secret: string, messageId: string, at: Date, body: string): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(messageId, at, body),
  };
}

async function attempt(deps: Deps, message: WebhookMessageRow, webhook: WebhookRow): Promise<void> {
  const now = deps.clock.now();
  if (webhook.disabledAt) {
    await settleMessage(deps.db, message.id, { deliveredAt: null, nextAttemptAt: null, gaveUpAt: null });
    return;
  }
  const body = JSON.stringify(message.body);
  const secret = decryptSecret(secretsKeyOf(deps.config), webhook.secretCiphertext);
  const started = performance.now();
  const answer = await post(new URL(webhook.url), signedHeaders(secret, message.id, now, body), body, targetRulesOf(deps.config.nodeEnv));
  const durationMs = Math.round(performance.now() - started);
  await insertAttempt(deps.db, { messageId: message.id, webhookId: webhook.id, at: now, ...answer, durationMs });
  if (answer.statusCode !== null && answer.statusCode >= 200 && answer.statusCode < 300) {
    await settleMessage(deps.db, message.id, { deliveredAt: now, nextAttemptAt: null, gaveUpAt: null });
    return;
  }
  const wait = RETRY_AFTER_MS[message.attempts];
  if (wait !== undefined) {
    await settleMessage(deps.db, message.id, { deliveredAt: null, nextAttemptAt: new Date(now.getTime() + wait), gaveUpAt: null });
    return;
  }
  await giveUp(deps, message, webhook, now);
}

/** A message failed for a day: it is given up, the webhook turned off and the company's admins told. */
async function giveUp(deps: Deps, message: WebhookMessageRow, webhook: WebhookRow, now: Date): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await settleMessage(tx, message.id, { deliveredAt: null, nextAttemptAt: null, gaveUpAt: now });
    await updateWebhookRow(tx, webhook.id, { disabledAt: now, disabledForFailuresAt: now });
    await stopPendingMessages(tx, webhook.id);
    for (const admin of await companyAdmins(tx, webhook.workspaceId)) {
      await deps.mailer.enqueue(tx, webhookDisabledMail(deps.config, admin.email, resolveLanguage(admin.language), webhook.url));
    }
  });
}

/** The background task: sends the due messages, a few at once. */
export async function deliverDueWebhooks(deps: Deps): Promise<number> {
  const claimed = await claimDueMessages(deps.db, deps.clock.now(), CLAIM_MS, BATCH);
  await Promise.all(claimed.map(({ message, webhook }) => attempt(deps, message, webhook)));
  return claimed.length;
}

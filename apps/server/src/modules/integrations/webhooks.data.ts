import { rolesWith } from '@trilha/contract';
import { and, arrayContains, asc, desc, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { applications, users, webhookAttempts, webhookMessages, webhooks, workspaceMembers } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';

export type WebhookRow = typeof webhooks.$inferSelect;
export type WebhookMessageRow = typeof webhookMessages.$inferSelect;

export async function insertWebhook(q: Queryable, row: Omit<typeof webhooks.$inferInsert, 'id'>): Promise<WebhookRow> {
  const [inserted] = await q.insert(webhooks).values(row).returning();
  if (!inserted) throw new Error('webhook not inserted');
  return inserted;
}

/** A company's webhooks, newest first (webhooks_list_idx); a company holds a handful. */
export const listCompanyWebhooks = (q: Queryable, workspaceId: string) =>
  q.select().from(webhooks).where(eq(webhooks.workspaceId, workspaceId)).orderBy(desc(webhooks.createdAt), desc(webhooks.id)).limit(100);

export async function findCompanyWebhook(q: Queryable, workspaceId: string, id: string): Promise<WebhookRow | null> {
  const [row] = await q
    .select()
    .from(webhooks)
    .where(and(eq(webhooks.workspaceId, workspaceId), eq(webhooks.id, id)))
    .limit(1);
  return row ?? null;
}

export async function updateWebhookRow(q: Queryable, id: string, changes: Partial<typeof webhooks.$inferInsert>): Promise<WebhookRow> {
  const [row] = await q.update(webhooks).set(changes).where(eq(webhooks.id, id)).returning();
  if (!row) throw new Error('webhook not updated');
  return row;
}

export async function deleteWebhookRow(q: Queryable, id: string): Promise<void> {
  await q.delete(webhooks).where(eq(webhooks.id, id));
}

/** One message per live webhook of the company that subscribed to the event, due at once. */
export async function enqueueMessages(
  q: Queryable,
  workspaceId: string,
  event: string,
  body: Record<string, unknown>,
  now: Date,
  newId: () => string,
): Promise<number> {
  const targets = await q
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(and(eq(webhooks.workspaceId, workspaceId), isNull(webhooks.disabledAt), arrayContains(webhooks.events, [event])));
  if (targets.length === 0) return 0;
  await q
    .insert(webhookMessages)
    .values(targets.map(({ id }) => ({ id: newId(), webhookId: id, event, body, createdAt: now, nextAttemptAt: now })));
  return targets.length;
}

/**
 * Claims up to `limit` due messages for `leaseMs` (their next attempt moves past the lease, so another process does
 * not send them meanwhile), with their webhook (webhook_messages_due_idx).
 */
export async function claimDueMessages(q: Queryable, now: Date, leaseMs: number, limit: number) {
  const due = q
    .select({ id: webhookMessages.id })
    .from(webhookMessages)
    .where(and(isNotNull(webhookMessages.nextAttemptAt), lte(webhookMessages.nextAttemptAt, now)))
    .orderBy(asc(webhookMessages.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await q
    .update(webhookMessages)
    .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(inArray(webhookMessages.id, due))
    .returning();
  if (claimed.length === 0) return [];
  const hooks = await q
    .select()
    .from(webhooks)
    .where(
      inArray(
        webhooks.id,
        claimed.map((message) => message.webhookId),
      ),
    );
  return claimed.flatMap((message) => {
    const webhook = hooks.find((hook) => hook.id === message.webhookId);
    return webhook ? [{ message, webhook }] : [];
  });
}

export async function insertAttempt(q: Queryable, row: Omit<typeof webhookAttempts.$inferInsert, 'id'>): Promise<void> {
  await q.insert(webhookAttempts).values(row);
}

/** After an attempt: delivered, due again at `next`, or given up (both null). */
export async function settleMessage(
  q: Queryable,
  id: string,
  outcome: { deliveredAt: Date | null; nextAttemptAt: Date | null; gaveUpAt: Date | null },
) {
  await q
    .update(webhookMessages)
    .set({ ...outcome, attempts: sql`${webhookMessages.attempts} + 1` })
    .where(eq(webhookMessages.id, id));
}

/** A webhook that is off sends nothing: its pending messages wait no more. */
export async function stopPendingMessages(q: Queryable, webhookId: string): Promise<void> {
  await q
    .update(webhookMessages)
    .set({ nextAttemptAt: null })
    .where(and(eq(webhookMessages.webhookId, webhookId), isNotNull(webhookMessages.nextAttemptAt)));
}

/** The newest attempts of a webhook with their message's event (webhook_attempts_list_idx). */
export const listAttempts = (q: Queryable, webhookId: string, limit: number) =>
  q
    .select({ attempt: webhookAttempts, event: webhookMessages.event })
    .from(webhookAttempts)
    .innerJoin(webhookMessages, eq(webhookMessages.id, webhookAttempts.messageId))
    .where(eq(webhookAttempts.webhookId, webhookId))
    .orderBy(desc(webhookAttempts.at), desc(webhookAttempts.id))
    .limit(limit);

/** Makes the message of an attempt of this webhook due now; answers whether there was one. */
export async function rearmMessageOf(q: Queryable, webhookId: string, attemptId: string, now: Date): Promise<boolean> {
  const [attempt] = await q
    .select({ messageId: webhookAttempts.messageId })
    .from(webhookAttempts)
    .where(and(eq(webhookAttempts.id, attemptId), eq(webhookAttempts.webhookId, webhookId)))
    .limit(1);
  if (!attempt) return false;
  await q
    .update(webhookMessages)
    .set({ nextAttemptAt: now, gaveUpAt: null, deliveredAt: null })
    .where(eq(webhookMessages.id, attempt.messageId));
  return true;
}

/** Who is told that a webhook was turned off: the company's admins (those who may manage integrations). */
export const companyAdmins = (q: Queryable, workspaceId: string) =>
  q
    .select({ email: users.email, language: users.language })
    .from(workspaceMembers)
    .innerJoin(users, eq(users.id, workspaceMembers.userId))
    .where(and(eq(workspaceMembers.workspaceId, workspaceId), inArray(workspaceMembers.role, rolesWith('company.integrations.manage'))));

/** The company, position and stage of an application, for the events told of it from elsewhere (interviews, offers). */
export async function applicationPlace(q: Queryable, applicationId: string) {
  const [row] = await q
    .select({ workspaceId: applications.workspaceId, positionId: applications.positionId, stage: applications.stage })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .limit(1);
  return row ?? null;
}

import { and, gte, isNull, sql } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema/index.ts';
import type { Queryable } from '../db/connect.ts';
import { MAX_ATTEMPTS } from './mailer.ts';

/** E-mails not yet delivered (served by outbox_messages_pending_idx): the metrics' outbox backlog. */
export async function outboxBacklog(q: Queryable): Promise<number> {
  const [row] = await q.select({ count: sql<number>`count(*)::int` }).from(outboxMessages).where(isNull(outboxMessages.sentAt));
  return row?.count ?? 0;
}

/** E-mails that failed every try (the dead letters): an operator looks at their last_error. */
export async function outboxFailed(q: Queryable): Promise<number> {
  const [row] = await q
    .select({ count: sql<number>`count(*)::int` })
    .from(outboxMessages)
    .where(and(isNull(outboxMessages.sentAt), gte(outboxMessages.attempts, MAX_ATTEMPTS)));
  return row?.count ?? 0;
}

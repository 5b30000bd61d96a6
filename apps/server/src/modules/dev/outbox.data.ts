import { desc, eq } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';

/** The latest 200 e-mails of the outbox, newest first, optionally only those to one address. */
export function listOutboxMessages(q: Queryable, to: string | undefined) {
  return q
    .select()
    .from(outboxMessages)
    .where(to ? eq(outboxMessages.to, to.toLowerCase()) : undefined)
    .orderBy(desc(outboxMessages.createdAt))
    .limit(200);
}

import { platformApi } from '@trilha/contract';
import { desc, eq } from 'drizzle-orm';
import { outboxMessages } from '../../db/schema/index.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { route } from '../../platform/http/context.ts';

/** The dev mailbox: every e-mail of the outbox, newest first. Never served in production. */
export const outboxRoutes = [
  route(platformApi.listOutbox, async ({ deps, query }) => {
    if (deps.config.nodeEnv === 'production') throw notFound();
    const rows = await deps.db
      .select()
      .from(outboxMessages)
      .where(query.to ? eq(outboxMessages.to, query.to.toLowerCase()) : undefined)
      .orderBy(desc(outboxMessages.createdAt))
      .limit(200);
    return {
      items: rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        sentAt: (row.sentAt ?? row.createdAt).toISOString(),
      })),
    };
  }),
];

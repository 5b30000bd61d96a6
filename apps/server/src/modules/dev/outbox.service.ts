import type { OutboxMessage } from '@trilha/contract/platform/endpoints';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { listOutboxMessages } from './outbox.data.ts';

/** The dev mailbox: every e-mail of the outbox, newest first. Never served in production. */
export async function listOutbox(deps: Deps, to: string | undefined): Promise<{ items: OutboxMessage[] }> {
  if (deps.config.nodeEnv === 'production') throw notFound();
  const rows = await listOutboxMessages(deps.db, to);
  return {
    items: rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      sentAt: (row.sentAt ?? row.createdAt).toISOString(),
      attachments: (row.attachments ?? []).map(({ filename, contentType, content }) => ({ filename, contentType, content })),
    })),
  };
}

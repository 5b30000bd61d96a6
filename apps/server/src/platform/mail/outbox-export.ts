import { sql } from 'drizzle-orm';
import type { DataExportSection } from '../data-export.ts';

/** The e-mails sent to the user; the text of a mail that carried a secret link (recovery) is left out. */
export const outboxExportSection: DataExportSection = {
  name: 'emails',
  collect: async (q, user) =>
    (
      await q.execute(
        sql`select subject, case when secret_until is null then text else null end as text, created_at as "createdAt", sent_at as "sentAt"
            from outbox_messages where lower("to") = lower(${user.email}) order by created_at`,
      )
    ).rows,
};

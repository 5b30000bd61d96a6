import { eq } from 'drizzle-orm';
import { answerReminders } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';

/** Records an application's reminder; false when it already has one (the key: one per application). */
export async function insertAnswerReminder(q: Queryable, applicationId: string, messageId: string, sentAt: Date): Promise<boolean> {
  const rows = await q
    .insert(answerReminders)
    .values({ applicationId, messageId, sentAt })
    .onConflictDoNothing()
    .returning({ applicationId: answerReminders.applicationId });
  return rows.length > 0;
}

/** When an application's reminder was sent, or null. */
export async function findAnswerReminder(q: Queryable, applicationId: string): Promise<Date | null> {
  const [row] = await q
    .select({ sentAt: answerReminders.sentAt })
    .from(answerReminders)
    .where(eq(answerReminders.applicationId, applicationId));
  return row?.sentAt ?? null;
}

import type { Deps } from '../../platform/deps.ts';
import { claimReminders, REMINDERS } from './assignments.data.ts';
import { todayOf } from './assignments.service.ts';
import { reminderMail } from './assignments-mail.ts';

/**
 * Sends the reminders due today (a week before, on the due day, once overdue) to people not done yet: each is marked
 * sent in the same transaction as its e-mail enters the outbox, so it goes once whatever process runs the task.
 * Answers how many went.
 */
export async function sendReminders(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const today = todayOf(now);
  let sent = 0;
  for (const reminder of REMINDERS) {
    sent += await deps.db.transaction(async (tx) => {
      const rows = await claimReminders(tx, reminder, today, now);
      for (const row of rows) await deps.mailer.enqueue(tx, reminderMail(deps.config, reminder, row));
      return rows.length;
    });
  }
  return sent;
}

import { resolveLanguage } from '@trilha/contract';
import type { Queryable } from '../../platform/db/connect.ts';
import type { Deps } from '../../platform/deps.ts';
import { claimDueMessageMails, markMessageMailHandled, scheduleMessageMail } from './message-mails.data.ts';
import { candidateReader, findParties, unreadOf } from './messages.data.ts';
import { companyMessageMail } from './messages-mail.ts';

/** At most one e-mail per conversation in this interval, however many messages the company writes. */
const MAIL_INTERVAL_MS = 15 * 60_000;
const BATCH = 200;

async function enqueueMail(deps: Deps, q: Queryable, applicationId: string, unread: number): Promise<boolean> {
  const parties = await findParties(q, applicationId);
  const reader = parties && (await candidateReader(q, parties.candidateId));
  if (!parties || !reader) return false;
  await deps.mailer.enqueue(q, companyMessageMail(deps.config, reader, resolveLanguage(reader.language), parties, unread));
  return true;
}

/**
 * A company message was stored in `q` (the transaction that writes it): the candidate is e-mailed at once when the
 * conversation's last e-mail is at least an interval old, else the message waits for the e-mail already due.
 */
export async function tellCandidate(deps: Deps, q: Queryable, applicationId: string): Promise<void> {
  if (await scheduleMessageMail(q, applicationId, deps.clock.now(), MAIL_INTERVAL_MS)) await enqueueMail(deps, q, applicationId, 1);
}

/**
 * The due e-mails: one per conversation, summing up the company's messages the candidate has not read yet (none
 * unread, none sent). Rows are locked with SKIP LOCKED, so processes running this at once never send one twice.
 */
export async function sendDueMessageMails(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    let sent = 0;
    for (const applicationId of await claimDueMessageMails(tx, now, BATCH)) {
      const unread = await unreadOf(tx, applicationId, true);
      const told = unread > 0 && (await enqueueMail(deps, tx, applicationId, unread));
      await markMessageMailHandled(tx, applicationId, told ? now : null);
      if (told) sent++;
    }
    return sent;
  });
}

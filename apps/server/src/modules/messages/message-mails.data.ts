import type { Queryable } from '../../platform/db/connect.ts';
import { statement } from '../../platform/db/statements.ts';

/**
 * A company message was written: whether its e-mail goes now ($2, the last one went out at least $3 seconds before,
 * or never) or waits for the one already due (the last one went out sooner: due that many seconds after it). The
 * row lock this takes keeps the conversation's writers, in any process, one after the other.
 */
const schedule = statement<[string, Date, number], { sendNow: boolean }>(
  'messages.schedule_mail',
  `insert into message_mails as m (application_id, sent_at, due_at) values ($1::uuid, $2::timestamptz, null)
   on conflict (application_id) do update set
     due_at = case
       when m.due_at is not null then m.due_at
       when m.sent_at > $2 - make_interval(secs => $3::float8) then m.sent_at + make_interval(secs => $3::float8)
     end,
     sent_at = case when m.due_at is null and m.sent_at <= $2 - make_interval(secs => $3::float8) then $2 else m.sent_at end
   returning due_at is null as "sendNow"`,
);
export const scheduleMessageMail = async (q: Queryable, applicationId: string, now: Date, intervalMs: number) =>
  (await schedule.run(q, applicationId, now, intervalMs / 1000))[0]?.sendNow ?? false;

/** The conversations whose e-mail is due, locked for this transaction (another process skips them). */
const due = statement<[Date, number], { applicationId: string }>(
  'messages.due_mails',
  `select application_id as "applicationId" from message_mails where due_at <= $1
   order by due_at limit $2 for update skip locked`,
);
export const claimDueMessageMails = async (q: Queryable, now: Date, limit: number) =>
  (await due.run(q, now, limit)).map((row) => row.applicationId);

/** Nothing is due any more; `sentAt` when an e-mail went out (null: the candidate had read everything). */
const handled = statement<[string, Date | null], { applicationId: string }>(
  'messages.mail_handled',
  `update message_mails set due_at = null, sent_at = coalesce($2, sent_at) where application_id = $1::uuid
   returning application_id as "applicationId"`,
);
export const markMessageMailHandled = async (q: Queryable, applicationId: string, sentAt: Date | null) => {
  await handled.run(q, applicationId, sentAt);
};

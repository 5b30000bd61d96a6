import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { type MailAttachment, outboxMessages } from '../../db/schema/index.ts';

export type { MailAttachment };

import type { Clock } from '../clock.ts';
import type { Db, Queryable } from '../db/connect.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** the mail carries a secret link valid until then (password recovery): kept in the outbox no longer than that */
  secretUntil?: Date;
  /** files sent with it; an iCalendar invitation (text/calendar) goes as the mail's calendar part */
  attachments?: MailAttachment[];
}

/** nodemailer's fields for the attachments: calendars clients show as an invitation, the rest as files. */
function attachmentFields(attachments: MailAttachment[] | null) {
  const calendar = attachments?.find((file) => file.contentType.startsWith('text/calendar'));
  const files = (attachments ?? []).filter((file) => file !== calendar);
  return {
    ...(calendar ? { icalEvent: { method: calendar.method ?? 'REQUEST', filename: calendar.filename, content: calendar.content } } : {}),
    ...(files.length > 0
      ? { attachments: files.map((file) => ({ filename: file.filename, contentType: file.contentType, content: file.content })) }
      : {}),
  };
}

export interface Mailer {
  /** Writes the mail to the outbox inside the caller's transaction; it leaves only if the change commits. */
  enqueue(q: Queryable, mail: Mail): Promise<void>;
  /** Delivers what is pending: through SMTP when configured, else to the dev mailbox only. */
  deliverPending(): Promise<number>;
  /** Deletes the mails with a secret link sent to an address (its link was used): no copy of a spent link is kept. */
  forgetSecrets(q: Queryable, to: string): Promise<void>;
  /** Deletes the mails whose secret link has expired; returns how many. */
  purgeExpiredSecrets(now: Date): Promise<number>;
}

/** Tries of one mail before it counts as failed (the outbox's dead letters). */
export const MAX_ATTEMPTS = 5;
/** How long a process holds the mails it claimed for delivery. */
const CLAIM_MS = 60_000;

export function createMailer(db: Db, clock: Clock, smtpUrl: string | undefined, from: string): Mailer {
  // nodemailer loads when the first e-mail is delivered over SMTP, not at start (a quarter of a second)
  let transport: Promise<Transporter> | null = null;
  const smtp = () => {
    if (!smtpUrl) return null;
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
    return transport;
  };
  return {
    async forgetSecrets(q, to) {
      await q.delete(outboxMessages).where(and(eq(outboxMessages.to, to.toLowerCase()), isNotNull(outboxMessages.secretUntil)));
    },
    async purgeExpiredSecrets(now) {
      const gone = await db.delete(outboxMessages).where(lt(outboxMessages.secretUntil, now)).returning({ id: outboxMessages.id });
      return gone.length;
    },
    async enqueue(q, mail) {
      await q.insert(outboxMessages).values({ ...mail, to: mail.to.toLowerCase(), createdAt: clock.now() });
    },
    async deliverPending() {
      const now = clock.now();
      // claimed with SKIP LOCKED and held for a minute: a mail goes out once however many processes deliver
      const claimed = await db.execute<{
        id: string;
        to: string;
        subject: string;
        text: string;
        html: string;
        attempts: number;
        attachments: MailAttachment[] | null;
      }>(sql`
        update outbox_messages set claimed_until = ${new Date(now.getTime() + CLAIM_MS)}
        where id in (
          select id from outbox_messages
          where sent_at is null and attempts < ${MAX_ATTEMPTS}
            and (next_attempt_at is null or next_attempt_at <= ${now})
            and (claimed_until is null or claimed_until < ${now})
          order by created_at limit 20
          for update skip locked)
        returning id, "to", subject, text, html, attempts, attachments`);
      for (const message of claimed.rows) {
        try {
          const sender = await smtp();
          if (sender) {
            const { to, subject, text, html } = message;
            await sender.sendMail({ from, to, subject, text, html, ...attachmentFields(message.attachments) });
          }
          await db.update(outboxMessages).set({ sentAt: clock.now(), claimedUntil: null }).where(sql`${outboxMessages.id} = ${message.id}`);
        } catch (error) {
          // 1, 2, 4, 8 minutes between tries; after the last one the mail stays unsent, counted as failed (metrics)
          const retryAt = new Date(clock.now().getTime() + 60_000 * 2 ** message.attempts);
          await db
            .update(outboxMessages)
            .set({
              attempts: sql`${outboxMessages.attempts} + 1`,
              lastError: String(error).slice(0, 500),
              claimedUntil: null,
              nextAttemptAt: retryAt,
            })
            .where(sql`${outboxMessages.id} = ${message.id}`);
        }
      }
      return claimed.rows.length;
    },
  };
}

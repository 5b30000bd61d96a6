import { and, asc, eq, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import { outboxMessages } from '../../db/schema/index.ts';
import type { Clock } from '../clock.ts';
import type { Db, Queryable } from '../db/connect.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** the mail carries a secret link valid until then (password recovery): kept in the outbox no longer than that */
  secretUntil?: Date;
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
      const pending = await db
        .select()
        .from(outboxMessages)
        .where(and(isNull(outboxMessages.sentAt), lt(outboxMessages.attempts, 5)))
        .orderBy(asc(outboxMessages.createdAt))
        .limit(20);
      for (const message of pending) {
        try {
          const sender = await smtp();
          if (sender) await sender.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
          await db.update(outboxMessages).set({ sentAt: clock.now() }).where(sql`${outboxMessages.id} = ${message.id}`);
        } catch (error) {
          await db
            .update(outboxMessages)
            .set({ attempts: sql`${outboxMessages.attempts} + 1`, lastError: String(error).slice(0, 500) })
            .where(sql`${outboxMessages.id} = ${message.id}`);
        }
      }
      return pending.length;
    },
  };
}

import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { passwordResets } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';
import { statement } from '../../platform/db/statements.ts';

/** The transaction's commit does not wait for the disk (`synchronous_commit` off for it alone). */
export async function commitWithoutWaiting(q: Queryable): Promise<void> {
  await q.execute(sql`select set_config('synchronous_commit', 'off', true)`);
}

interface RecoveryAccount {
  id: string;
  email: string;
  name: string;
  language: string;
}

/**
 * The account of an address, and a reset of `codeHash` added for it by the same statement when there is one: an
 * address without an account runs the very same statement, with nothing to insert (through users_email_key).
 */
const openResetByEmail = statement<[string, string, Date, Date], RecoveryAccount>(
  'password_resets.open_by_email',
  `with account as (select id, email, name, language from users where email = $1),
   added as (insert into password_resets (user_id, code_hash, created_at, expires_at) select id, $2, $3, $4 from account)
   select id, email, name, language from account`,
);
export async function openResetForEmail(q: Queryable, email: string, codeHash: string, now: Date, expiresAt: Date) {
  const [account] = await openResetByEmail.run(q, email.toLowerCase(), codeHash, now, expiresAt);
  return account ?? null;
}

/** An unused, unexpired reset of a code's hash. */
const openReset = (codeHash: string, now: Date) =>
  and(eq(passwordResets.codeHash, codeHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now));

export async function hasOpenReset(q: Queryable, codeHash: string, now: Date): Promise<boolean> {
  const [row] = await q.select({ id: passwordResets.id }).from(passwordResets).where(openReset(codeHash, now)).limit(1);
  return Boolean(row);
}

/** Uses the open reset of a code; the update makes a second, concurrent use find nothing. Returns its user. */
export async function claimReset(q: Queryable, codeHash: string, now: Date): Promise<string | null> {
  const [claimed] = await q
    .update(passwordResets)
    .set({ usedAt: now })
    .where(openReset(codeHash, now))
    .returning({ userId: passwordResets.userId });
  return claimed?.userId ?? null;
}

/** Spends every other open reset of the user. */
export async function spendResetsOfUser(q: Queryable, userId: string, now: Date): Promise<void> {
  await q
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

import { and, eq, gt, lt } from 'drizzle-orm';
import { emailConfirmations } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';

export async function insertEmailConfirmation(q: Queryable, values: typeof emailConfirmations.$inferInsert): Promise<void> {
  await q.insert(emailConfirmations).values(values);
}

/**
 * Spends the open confirmation of a code's hash and every other one of its user (a confirmed address needs no link);
 * answers the user, or null when the code is unknown, spent or expired.
 */
export async function spendEmailConfirmation(q: Queryable, codeHash: string, now: Date): Promise<string | null> {
  const [spent] = await q
    .delete(emailConfirmations)
    .where(and(eq(emailConfirmations.codeHash, codeHash), gt(emailConfirmations.expiresAt, now)))
    .returning({ userId: emailConfirmations.userId });
  if (!spent) return null;
  await q.delete(emailConfirmations).where(eq(emailConfirmations.userId, spent.userId));
  return spent.userId;
}

export async function purgeExpiredEmailConfirmations(q: Queryable, now: Date): Promise<void> {
  await q.delete(emailConfirmations).where(lt(emailConfirmations.expiresAt, now));
}

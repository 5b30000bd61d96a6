import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordResets } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';

export async function insertPasswordReset(q: Queryable, values: typeof passwordResets.$inferInsert): Promise<void> {
  await q.insert(passwordResets).values(values);
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

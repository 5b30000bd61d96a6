import { and, eq, gt, lt } from 'drizzle-orm';
import { signInCodes } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';

export async function insertSignInCode(q: Queryable, values: typeof signInCodes.$inferInsert): Promise<void> {
  await q.insert(signInCodes).values(values);
}

const openCode = (userId: string, codeHash: string, now: Date) =>
  and(eq(signInCodes.userId, userId), eq(signInCodes.codeHash, codeHash), gt(signInCodes.expiresAt, now));

export async function hasSignInCode(q: Queryable, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const [row] = await q
    .select({ id: signInCodes.id })
    .from(signInCodes)
    .where(openCode(userId, codeHash, now))
    .limit(1);
  return Boolean(row);
}

/** Deletes the user's open code of this hash; false when a concurrent sign-in spent it first. */
export async function spendSignInCode(q: Queryable, userId: string, codeHash: string, now: Date): Promise<boolean> {
  const spent = await q
    .delete(signInCodes)
    .where(openCode(userId, codeHash, now))
    .returning({ id: signInCodes.id });
  return spent.length > 0;
}

export async function purgeExpiredSignInCodes(q: Queryable, now: Date): Promise<void> {
  await q.delete(signInCodes).where(lt(signInCodes.expiresAt, now));
}

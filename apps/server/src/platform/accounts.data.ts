import { eq, sql } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import type { Queryable } from './db/connect.ts';

export type UserRow = typeof users.$inferSelect;

/**
 * The account of an e-mail, the one lookup every module uses (sign-in, sign-up, recovery, invites). E-mails are
 * stored in lower case, so the argument is lowered and the unique index on `users.email` serves the query.
 */
export async function findUserByEmail(q: Queryable, email: string): Promise<UserRow | null> {
  const [row] = await q.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

/** Whether two users belong to a common workspace. */
export async function shareWorkspace(q: Queryable, userId: string, otherId: string): Promise<boolean> {
  const result = await q.execute<{ shared: boolean }>(
    sql`select exists (select 1 from workspace_members a join workspace_members b on b.workspace_id = a.workspace_id
        where a.user_id = ${userId} and b.user_id = ${otherId}) as shared`,
  );
  return result.rows[0]?.shared === true;
}

import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';

// Read-only account lookups the workspaces domain needs; modules do not import each other, so not identity's.

export { findUserByEmail } from '../../platform/accounts.data.ts';

export async function findUserName(q: Queryable, userId: string): Promise<string | null> {
  const [user] = await q.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return user?.name ?? null;
}

/** The stored id of an account, or null when there is none. */
export async function findUserId(q: Queryable, userId: string): Promise<string | null> {
  const [user] = await q.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return user?.id ?? null;
}

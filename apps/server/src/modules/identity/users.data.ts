import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import type { UserRow } from '../../platform/accounts.data.ts';
import type { Queryable } from '../../platform/db/connect.ts';

export { findUserByEmail, type UserRow } from '../../platform/accounts.data.ts';

export const ACCOUNT_REACTIVATION_MS = 30 * 24 * 36e5;

export async function findUserById(q: Queryable, id: string): Promise<UserRow | null> {
  const [row] = await q.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Creates an account and returns its id. */
export async function insertUser(q: Queryable, values: typeof users.$inferInsert): Promise<string> {
  const [row] = await q.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('user insert returned nothing');
  return row.id;
}

type UserChanges = Partial<Pick<UserRow, 'language' | 'passwordHash' | 'lastWorkspaceId' | 'tosAcceptedAt' | 'wizard'>>;

export async function updateUser(q: Queryable, userId: string, changes: UserChanges): Promise<void> {
  await q.update(users).set(changes).where(eq(users.id, userId));
}

/** The account fields the profile form carries: the name, the phone and, when the form names a country, the region. */
export async function updateAccountFields(
  q: Queryable,
  userId: string,
  fields: Pick<UserRow, 'name' | 'lastName' | 'phone' | 'countryCode'> & Partial<Pick<UserRow, 'region'>>,
): Promise<void> {
  await q.update(users).set(fields).where(eq(users.id, userId));
}

/** Marks the account pending deletion, keeping the first request's time; returns it (null when there is no such user). */
export async function markUserPendingDeletion(q: Queryable, userId: string, now: Date): Promise<Date | null> {
  const [row] = await q
    .update(users)
    .set({
      status: 'pending_deletion',
      deletionRequestedAt: sql`coalesce(${users.deletionRequestedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(users.id, userId))
    .returning({ deletionRequestedAt: users.deletionRequestedAt });
  return row?.deletionRequestedAt ?? null;
}

export async function markUserActive(q: Queryable, userId: string): Promise<void> {
  await q.update(users).set({ status: 'active', deletionRequestedAt: null }).where(eq(users.id, userId));
}

/** Up to 500 accounts pending deletion since `cutoff` or earlier, locked; rows another process holds are skipped. */
export async function lockExpiredAccounts(q: Queryable, cutoff: Date): Promise<string[]> {
  const rows = await q
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.status, 'pending_deletion'), lte(users.deletionRequestedAt, cutoff)))
    .limit(500)
    .for('update', { skipLocked: true });
  return rows.map((row) => row.id);
}

export async function deleteUsers(q: Queryable, ids: string[]): Promise<void> {
  if (ids.length > 0) await q.delete(users).where(inArray(users.id, ids));
}

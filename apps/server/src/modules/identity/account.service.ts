import type { DeleteAccountBody } from '@trilha/contract';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { users, workspaceMembers, workspaces } from '../../db/schema/index.ts';
import type { Session } from '../../platform/auth/session-lookup.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { ACCOUNT_REACTIVATION_MS, findUserById } from './users.data.ts';

/**
 * Suspends the account (spec: pending deletion, reactivatable for 30 days). The user keeps the
 * session so the web app can offer reactivation; the purge job removes the account later.
 */
export async function deleteAccount(deps: Deps, session: Session, body: DeleteAccountBody) {
  if (body.email !== session.user.email.toLowerCase()) throw new AppError('validation.failed', { email: 'confirm.email' });
  try {
    const [row] = await deps.db
      .update(users)
      .set({ status: 'pending_deletion', deletionRequestedAt: sql`coalesce(${users.deletionRequestedAt}, ${deps.clock.now().toISOString()}::timestamptz)` })
      .where(eq(users.id, session.user.id))
      .returning({ deletionRequestedAt: users.deletionRequestedAt });
    if (!row?.deletionRequestedAt) throw new Error('account update returned nothing');
    return { status: 'pending_deletion' as const, deletionRequestedAt: row.deletionRequestedAt.toISOString() };
  } catch (error) {
    deps.log.error({ err: error, userId: session.user.id }, 'account deletion request failed');
    throw new AppError('account.disable_failed');
  }
}

/** Restores a pending-deletion account within the 30-day window, with all its data. */
export async function reactivateAccount(deps: Deps, userId: string): Promise<void> {
  const user = await findUserById(deps.db, userId);
  if (user?.status !== 'pending_deletion') throw new AppError('account.not_pending_deletion');
  const requestedAt = user.deletionRequestedAt?.getTime() ?? 0;
  if (deps.clock.now().getTime() - requestedAt >= ACCOUNT_REACTIVATION_MS) throw new AppError('account.reactivation_expired');
  await deps.db.update(users).set({ status: 'active', deletionRequestedAt: null }).where(eq(users.id, userId));
}

/**
 * Permanently deletes accounts pending deletion for 30 days or more, with their personal workspaces;
 * everything else of the user goes by the foreign keys' cascades. Safe to run in several processes.
 */
export async function purgeExpiredAccounts(deps: Deps): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - ACCOUNT_REACTIVATION_MS);
  return deps.db.transaction(async (tx) => {
    const expired = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.status, 'pending_deletion'), lte(users.deletionRequestedAt, cutoff)))
      .limit(500)
      .for('update', { skipLocked: true });
    const ids = expired.map((row) => row.id);
    if (ids.length === 0) return 0;
    const personal = tx
      .select({ id: workspaceMembers.workspaceId })
      .from(workspaceMembers)
      .where(and(inArray(workspaceMembers.userId, ids), eq(workspaceMembers.role, 'owner')));
    await tx.delete(workspaces).where(and(eq(workspaces.type, 'individual'), inArray(workspaces.id, personal)));
    await tx.delete(users).where(inArray(users.id, ids));
    return ids.length;
  });
}

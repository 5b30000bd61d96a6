import type { DeleteAccountBody } from '@trilha/contract';
import type { Session } from '../../platform/auth/session-lookup.ts';
import { endSessionsOf } from '../../platform/auth/sessions.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { removePersonalWorkspaces } from '../workspaces/index.ts';
import {
  ACCOUNT_REACTIVATION_MS,
  deleteUsers,
  findUserById,
  lockExpiredAccounts,
  markUserActive,
  markUserPendingDeletion,
} from './users.data.ts';

/**
 * Suspends the account (pending deletion, reactivatable for 30 days) and ends every session of it,
 * this one included: a device left signed in must not keep acting (or administering) for an account its
 * owner removed. Signing in again leads to reactivation; the purge job removes the account later.
 */
export async function deleteAccount(deps: Deps, session: Session, body: DeleteAccountBody) {
  if (body.email !== session.user.email.toLowerCase()) throw new AppError('validation.failed', { email: 'confirm.email' });
  try {
    const now = deps.clock.now();
    const requestedAt = await deps.db.transaction(async (tx) => {
      const at = await markUserPendingDeletion(tx, session.user.id, now);
      await endSessionsOf(tx, session.user.id, now);
      return at;
    });
    if (!requestedAt) throw new Error('account update returned nothing');
    return { status: 'pending_deletion' as const, deletionRequestedAt: requestedAt.toISOString() };
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
  await markUserActive(deps.db, userId);
}

/**
 * Permanently deletes accounts pending deletion for 30 days or more, with their personal workspaces;
 * everything else of the user goes by the foreign keys' cascades. Safe to run in several processes.
 */
export async function purgeExpiredAccounts(deps: Deps): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - ACCOUNT_REACTIVATION_MS);
  return deps.db.transaction(async (tx) => {
    const ids = await lockExpiredAccounts(tx, cutoff);
    if (ids.length === 0) return 0;
    await removePersonalWorkspaces(tx, ids);
    await deleteUsers(tx, ids);
    return ids.length;
  });
}

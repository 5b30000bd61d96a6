import { type ResetPasswordBody, resolveLanguage } from '@trilha/contract';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { endSessionsOf } from '../../platform/auth/sessions.ts';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import { HOUR } from '../../platform/clock.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { takeAllowance } from '../../platform/throttle.data.ts';
import { recoveryLink, recoveryMail } from './identity-mails.ts';
import { claimReset, commitWithoutWaiting, hasOpenReset, openResetForEmail, spendResetsOfUser } from './password-resets.data.ts';
import { findUserById, updateUser } from './users.data.ts';

export const RECOVERY_CODE_TTL_MS = 2 * 36e5;
/** Caps the recovery requests for one address, so the endpoint cannot be used to flood its inbox. */
const RECOVERY_MAX_PER_HOUR = 5;
/** Caps the recovery requests of one client address, over any e-mails (a school's NAT asks for a few). */
const RECOVERY_MAX_PER_ADDRESS_PER_HOUR = 20;

/**
 * E-mails a one-time link to set a new password; only the code's hash is kept. An address without an account gets
 * the same answer, so the endpoint cannot tell who has one: the allowances are spent before the lookup, by any address
 * alike (a refused request is not counted: the owner may ask again an hour after the last one let through), and both
 * kinds run the same transaction, the lookup and the reset in one statement, whose commit does not wait for the disk;
 * an account only adds the e-mail's row (a crash at that moment loses the e-mail: the owner asks again).
 */
export async function requestPasswordRecovery(deps: Deps, email: string, ip: string): Promise<void> {
  const now = deps.clock.now();
  const limits = [
    { key: `recovery:email:${email}`, max: RECOVERY_MAX_PER_HOUR, windowMs: HOUR },
    { key: `recovery:address:${ip}`, max: RECOVERY_MAX_PER_ADDRESS_PER_HOUR, windowMs: HOUR },
  ];
  if (!(await takeAllowance(deps.db, limits, now))) throw new AppError('rate_limited');
  const code = newToken();
  const expiresAt = new Date(now.getTime() + RECOVERY_CODE_TTL_MS);
  await deps.db.transaction(async (tx) => {
    await commitWithoutWaiting(tx);
    const user = await openResetForEmail(tx, email, hashToken(code), now, expiresAt);
    if (!user) return;
    const link = recoveryLink(deps.config.publicUrl, user.language, code);
    await deps.mailer.enqueue(tx, recoveryMail(user, resolveLanguage(user.language), link, expiresAt, RECOVERY_CODE_TTL_MS / 36e5));
  });
}

/** Refuses a recovery code that is unknown, used or expired, as resetting with it would (no argon2 work either way). */
export async function checkResetCode(deps: Deps, code: string): Promise<void> {
  if (!(await hasOpenReset(deps.db, hashToken(code), deps.clock.now()))) throw new AppError('recovery.invalid_code');
}

/**
 * Sets the new password of a valid code, spends every open code of the user, ends all their sessions and deletes
 * the recovery e-mails from the outbox (a spent link is not kept anywhere).
 */
export async function resetPasswordWithCode(deps: Deps, code: string, body: ResetPasswordBody): Promise<void> {
  const now = deps.clock.now();
  const codeHash = hashToken(code);
  // Checked before hashing so a wrong code costs no argon2 work.
  if (!(await hasOpenReset(deps.db, codeHash, now))) throw new AppError('recovery.invalid_code');
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    const userId = await claimReset(tx, codeHash, now);
    if (!userId) throw new AppError('recovery.invalid_code');
    await spendResetsOfUser(tx, userId, now);
    await updateUser(tx, userId, { passwordHash });
    await endSessionsOf(tx, userId, now);
    const user = await findUserById(tx, userId);
    if (user) await deps.mailer.forgetSecrets(tx, user.email);
  });
}

import type { ResetPasswordBody } from '@trilha/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { passwordResets, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../platform/auth/passwords.ts';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { recoveryMail } from './identity-mails.ts';
import { forgetAttempts, recordAttempt } from './throttle.ts';
import { findUserByEmail, revokeSessions } from './users.data.ts';

export const RECOVERY_CODE_TTL_MS = 2 * 36e5;
/** Caps the recovery e-mails one address can trigger, so the endpoint cannot be used to flood an inbox. */
const RECOVERY_MAX_PER_HOUR = 5;

/** E-mails a one-time link to set a new password; only the code's hash is kept. */
export async function requestPasswordRecovery(deps: Deps, email: string): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) throw new AppError('recovery.email_not_found');
  const now = deps.clock.now();
  const attempt = await recordAttempt(deps.db, [{ key: `recovery:email:${user.email}`, max: RECOVERY_MAX_PER_HOUR }], now, 36e5);
  if (attempt.limited) {
    await forgetAttempts(deps.db, attempt.ids);
    throw new AppError('rate_limited');
  }
  const code = newToken();
  const link = `${deps.config.publicUrl}/access/changepassword/${user.language}/${code}`;
  await deps.db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({
      userId: user.id,
      codeHash: hashToken(code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + RECOVERY_CODE_TTL_MS),
    });
    await deps.mailer.enqueue(tx, recoveryMail(user.email, user.name, link, RECOVERY_CODE_TTL_MS / 36e5));
  });
}

/** Sets the new password of a valid code, spends every open code of the user and ends all their sessions. */
export async function resetPasswordWithCode(deps: Deps, code: string, body: ResetPasswordBody): Promise<void> {
  const now = deps.clock.now();
  const open = and(eq(passwordResets.codeHash, hashToken(code)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now));
  // Checked before hashing so a wrong code costs no argon2 work.
  const [found] = await deps.db.select({ id: passwordResets.id }).from(passwordResets).where(open).limit(1);
  if (!found) throw new AppError('recovery.invalid_code');
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    // Claiming the code in the update makes a second, concurrent use of it find nothing.
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(open)
      .returning({ userId: passwordResets.userId });
    if (!claimed) throw new AppError('recovery.invalid_code');
    await tx.update(passwordResets).set({ usedAt: now }).where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt)));
    await tx.update(users).set({ passwordHash }).where(eq(users.id, claimed.userId));
    await revokeSessions(tx, claimed.userId, now);
  });
}

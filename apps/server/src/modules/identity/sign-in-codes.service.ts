import { randomInt } from 'node:crypto';
import { resolveLanguage } from '@trilha/contract';
import { hashToken } from '../../platform/auth/tokens.ts';
import type { Deps } from '../../platform/deps.ts';
import { takeAllowance } from '../../platform/throttle.data.ts';
import { signInCodeMail } from './identity-mails.ts';
import { hasSignInCode, insertSignInCode, spendSignInCode } from './sign-in-codes.data.ts';

const CODE_TTL_MS = 15 * 60 * 1000;
/** Code e-mails one account receives in the code's lifetime: whoever knows the password cannot flood the inbox. */
const CODE_MAILS_PER_ACCOUNT = 3;

/**
 * A six-digit code is few guesses away only in theory: it works with the right password only, for 15 minutes, and
 * every wrong one is a failure of the sign-in throttle (three free, then growing waits). It is stored as a hash salted
 * with the user's id.
 */
const hashOf = (userId: string, code: string) => hashToken(`sign-in:${userId}:${code}`);

/** E-mails the owner a new access code, unless three went out in the last 15 minutes (the earlier ones still work). */
export async function sendSignInCode(deps: Deps, user: { id: string; email: string; name: string; language: string }): Promise<void> {
  const now = deps.clock.now();
  const limit = { key: `login:code-mail:${user.id}`, max: CODE_MAILS_PER_ACCOUNT, windowMs: CODE_TTL_MS };
  if (!(await takeAllowance(deps.db, [limit], now))) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  await deps.db.transaction(async (tx) => {
    await insertSignInCode(tx, { userId: user.id, codeHash: hashOf(user.id, code), createdAt: now, expiresAt });
    await deps.mailer.enqueue(tx, signInCodeMail(user, resolveLanguage(user.language), code, expiresAt, CODE_TTL_MS / 60_000));
  });
}

/** Whether the user has this open code. */
export const isSignInCode = (deps: Deps, userId: string, code: string) =>
  hasSignInCode(deps.db, userId, hashOf(userId, code), deps.clock.now());

/** Spends the code (it works once); false when a concurrent sign-in spent it first. */
export const spendCode = (deps: Deps, userId: string, code: string) =>
  spendSignInCode(deps.db, userId, hashOf(userId, code), deps.clock.now());

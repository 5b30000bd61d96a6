import type { AuthResponse, LoginBody } from '@trilha/contract';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { endSession, openSession } from '../../platform/auth/sessions.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { type LoginGate, openLoginGate } from './login-throttle.ts';
import { loadSessionUser } from './session-user.ts';
import { isSignInCode, sendSignInCode, spendCode } from './sign-in-codes.service.ts';
import { findUserByEmail, type UserRow } from './users.data.ts';

/**
 * From an address that sprayed many accounts, a password counts only with a code e-mailed to its account. Without
 * a code every attempt gets the same answer, right password or wrong, so spraying on teaches nothing; the right
 * password also e-mails the code, which the owner (a student behind the school's NAT) can always read and the
 * sprayer cannot. This is why a right password is never refused for other accounts' failures, yet the limit holds.
 * Only a right password sends an e-mail, so spraying cannot flood inboxes either.
 */
async function proveOwner(deps: Deps, gate: LoginGate, user: UserRow | null, valid: boolean, code: string | undefined): Promise<UserRow> {
  if (!code) {
    if (user && valid) await sendSignInCode(deps, user);
    else await gate.recordFailure();
    throw new AppError('auth.code_required');
  }
  // only the owner can hold a code: past it, the answers are the usual ones
  if (!user || !(await isSignInCode(deps, user.id, code))) {
    await gate.recordFailure();
    throw new AppError('auth.invalid_code');
  }
  if (!valid) {
    await gate.recordFailure();
    throw new AppError('auth.wrong_password');
  }
  if (!(await spendCode(deps, user.id, code))) throw new AppError('auth.invalid_code');
  return user;
}

/** The usual answer: the user of a right password, or the failure recorded and told. */
async function passwordOwner(gate: LoginGate, user: UserRow | null, valid: boolean): Promise<UserRow> {
  if (user && valid) return user;
  await gate.recordFailure();
  throw new AppError(user ? 'auth.wrong_password' : 'auth.user_not_found');
}

/**
 * Signs in with e-mail and password, opening a new session each time. Wrong passwords count per account
 * and address pair (login-throttle.ts): a few are free, then each next try waits longer. The verdict is
 * asked again after the password check, so in a parallel burst the guesses that finish after the free
 * ones are refused like the rest, right or wrong, and a refused answer never tells which guess was right.
 * Accounts pending deletion may sign in: the web app takes them to reactivation.
 */
export async function login(deps: Deps, body: LoginBody, ip: string): Promise<AuthResponse> {
  const gate = await openLoginGate(deps.db, body.email, ip, () => deps.clock.now());
  if (!gate) throw new AppError('rate_limited');
  try {
    const user = await findUserByEmail(deps.db, body.email);
    const valid = user ? await verifyPassword(user.passwordHash, body.password) : false;
    const verdict = await gate.verdict();
    if (verdict === 'wait') {
      if (!valid) await gate.recordFailure();
      throw new AppError('rate_limited');
    }
    const owner = verdict === 'prove' ? await proveOwner(deps, gate, user, valid, body.code) : await passwordOwner(gate, user, valid);
    const token = await openSession(deps.db, deps.clock, owner.id);
    return { token, user: await loadSessionUser(deps.db, owner.id) };
  } finally {
    await gate.release();
  }
}

/** Ends one session now; the token stops working on the next request. */
export async function logout(deps: Deps, sessionId: string): Promise<void> {
  await endSession(deps.db, sessionId, deps.clock.now());
}

import type { AuthResponse, LoginBody } from '@trilha/contract';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { openSession } from '../../platform/auth/sessions.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { openLoginGate } from './login-throttle.ts';
import { loadSessionUser } from './session-user.ts';
import { revokeSession } from './sessions.data.ts';
import { findUserByEmail } from './users.data.ts';

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
    if (await gate.mustWait()) {
      if (!valid) await gate.recordFailure();
      throw new AppError('rate_limited');
    }
    if (!user || !valid) {
      await gate.recordFailure();
      throw new AppError(user ? 'auth.wrong_password' : 'auth.user_not_found');
    }
    const token = await openSession(deps.db, deps.clock, user.id);
    return { token, user: await loadSessionUser(deps.db, user.id) };
  } finally {
    await gate.release();
  }
}

/** Ends one session now; the token stops working on the next request. */
export async function logout(deps: Deps, sessionId: string): Promise<void> {
  await revokeSession(deps.db, sessionId, deps.clock.now());
}

import type { AuthResponse, LoginBody } from '@trilha/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { sessions } from '../../db/schema/index.ts';
import { verifyPassword } from '../../platform/auth/passwords.ts';
import { openSession } from '../../platform/auth/sessions.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { loadSessionUser } from './session-user.ts';
import { forgetAttempts, recordAttempt } from './throttle.ts';
import { findUserByEmail } from './users.data.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 5;
export const LOGIN_MAX_FAILURES_PER_IP = 20;

/**
 * Signs in with e-mail and password, opening a new session each time. Failures count per account
 * and per address over a sliding window; over the limit the password is not even checked.
 * Accounts pending deletion may sign in: the web app takes them to reactivation.
 */
export async function login(deps: Deps, body: LoginBody, ip: string): Promise<AuthResponse> {
  const attempt = await recordAttempt(
    deps.db,
    [
      { key: `login:email:${body.email}`, max: LOGIN_MAX_FAILURES_PER_ACCOUNT },
      { key: `login:ip:${ip}`, max: LOGIN_MAX_FAILURES_PER_IP },
    ],
    deps.clock.now(),
    LOGIN_WINDOW_MS,
  );
  if (attempt.limited) {
    // A refused attempt is not a failure of its own, so the window still ends for the real owner.
    await forgetAttempts(deps.db, attempt.ids);
    throw new AppError('rate_limited');
  }
  const user = await findUserByEmail(deps.db, body.email);
  if (!user) throw new AppError('auth.user_not_found');
  if (!(await verifyPassword(user.passwordHash, body.password))) throw new AppError('auth.wrong_password');
  await forgetAttempts(deps.db, attempt.ids);
  const token = await openSession(deps.db, deps.clock, user.id);
  return { token, user: await loadSessionUser(deps.db, user.id) };
}

/** Ends one session now; the token stops working on the next request. */
export async function logout(deps: Deps, sessionId: string): Promise<void> {
  await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

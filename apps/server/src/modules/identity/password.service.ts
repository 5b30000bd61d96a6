import type { ChangePasswordBody, ResetPasswordBody } from '@trilha/contract';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import type { Session } from '../../platform/auth/session-lookup.ts';
import { endSessionsOf } from '../../platform/auth/sessions.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { completePendingPasswordSetting, hasPendingPasswordSetting } from './settings.data.ts';
import { findUserById, updateUser } from './users.data.ts';

/** Changes the password after checking the current one; every other session of the user ends. */
export async function changePassword(deps: Deps, session: Session, body: ChangePasswordBody): Promise<void> {
  const user = await findUserById(deps.db, session.user.id);
  if (!user) throw new AppError('invalid_token');
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) throw new AppError('password.wrong_current');
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    await endSessionsOf(tx, user.id, deps.clock.now(), session.id);
  });
}

/**
 * Sets the password of an account someone else created for the user (a pending "password"
 * initial setting), without the current one; anyone else must use PUT /v1/myself/password.
 */
export async function setInitialPassword(deps: Deps, session: Session, body: ResetPasswordBody): Promise<void> {
  if (!(await hasPendingPasswordSetting(deps.db, session.user.id))) throw new AppError('permission.denied');
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    if (!(await completePendingPasswordSetting(tx, session.user.id, now))) throw new AppError('permission.denied');
    await updateUser(tx, session.user.id, { passwordHash });
    await endSessionsOf(tx, session.user.id, now, session.id);
  });
}

import type { ChangePasswordBody, ResetPasswordBody } from '@trilha/contract';
import { and, eq } from 'drizzle-orm';
import { initialSettings, users } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords.ts';
import type { Session } from '../../platform/auth/session-lookup.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { findUserById, revokeSessions } from './users.data.ts';

/** Changes the password after checking the current one; every other session of the user ends. */
export async function changePassword(deps: Deps, session: Session, body: ChangePasswordBody): Promise<void> {
  const user = await findUserById(deps.db, session.user.id);
  if (!user) throw new AppError('invalid_token');
  if (!(await verifyPassword(user.passwordHash, body.currentPassword))) throw new AppError('password.wrong_current');
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeSessions(tx, user.id, deps.clock.now(), session.id);
  });
}

/**
 * Sets the password of an account someone else created for the user (a pending "password"
 * initial setting), without the current one; anyone else must use PUT /v1/myself/password.
 */
export async function setInitialPassword(deps: Deps, session: Session, body: ResetPasswordBody): Promise<void> {
  const pendingPassword = and(eq(initialSettings.userId, session.user.id), eq(initialSettings.kind, 'password'), eq(initialSettings.status, 'pending'));
  const [setting] = await deps.db.select({ id: initialSettings.id }).from(initialSettings).where(pendingPassword).limit(1);
  if (!setting) throw new AppError('permission.denied');
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const done = await tx.update(initialSettings).set({ status: 'done', updatedAt: now }).where(pendingPassword).returning({ id: initialSettings.id });
    if (done.length === 0) throw new AppError('permission.denied');
    await tx.update(users).set({ passwordHash }).where(eq(users.id, session.user.id));
    await revokeSessions(tx, session.user.id, now, session.id);
  });
}

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../src/db/schema/index.ts';
import { hashPassword } from '../../src/platform/auth/passwords.ts';
import { openSession } from '../../src/platform/auth/sessions.ts';
import type { TestApp } from '../app.ts';
import { addMember } from './members.ts';
import { createWorkspace } from './workspaces.ts';

export const TEST_PASSWORD = 'Senha@123';
let passwordHash: Promise<string> | undefined;

/** A few random hex characters, for names, e-mails and subdomains unique in a test database. */
export const unique = (bytes = 4) => randomBytes(bytes).toString('hex');

export interface TestUser {
  id: string;
  email: string;
  token: string;
}

/** A user (Teste Pessoa, a random e-mail) with a personal (individual) workspace unless told, and an open session. */
export async function createUser(
  t: TestApp,
  overrides: Partial<typeof users.$inferInsert> = {},
  options: { individualWorkspace?: boolean } = {},
): Promise<TestUser> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email = overrides.email ?? `user-${unique()}@example.com`;
  const [user] = await t.db
    .insert(users)
    .values({ name: 'Teste', lastName: 'Pessoa', passwordHash: await passwordHash, createdAt: t.clock.now(), ...overrides, email })
    .returning({ id: users.id });
  if (!user) throw new Error('user not created');
  if (options.individualWorkspace !== false) {
    const workspace = await createWorkspace(t, { name: `${overrides.name ?? 'Teste'} Pessoal`, type: 'individual', isCompleted: true });
    await addMember(t, workspace.id, user.id, 'owner');
  }
  const token = await openSession(t.db, t.clock, user.id);
  return { id: user.id, email, token };
}

/** Forgets every session of a user, as if they had never signed in. */
export async function forgetSessions(t: TestApp, userId: string) {
  await t.db.delete(sessions).where(eq(sessions.userId, userId));
}

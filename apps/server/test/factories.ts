import { randomBytes } from 'node:crypto';
import type { WorkspaceRole } from '@trilha/contract';
import { users, workspaceMembers, workspaces } from '../src/db/schema/index.ts';
import { hashPassword } from '../src/platform/auth/passwords.ts';
import { openSession } from '../src/platform/auth/sessions.ts';
import type { TestApp } from './app.ts';

export const TEST_PASSWORD = 'Senha@123';
let passwordHash: Promise<string> | undefined;

export interface TestUser {
  id: string;
  email: string;
  token: string;
}

/** A user with a personal (individual) workspace and an open session. */
export async function createUser(
  t: TestApp,
  overrides: Partial<typeof users.$inferInsert> = {},
  options: { individualWorkspace?: boolean } = {},
): Promise<TestUser> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const email = overrides.email ?? `user-${randomBytes(4).toString('hex')}@example.com`;
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

export async function createWorkspace(t: TestApp, overrides: Partial<typeof workspaces.$inferInsert> = {}) {
  const [workspace] = await t.db
    .insert(workspaces)
    .values({ name: 'Empresa Teste', type: 'business', isCompleted: true, createdAt: t.clock.now(), ...overrides })
    .returning();
  if (!workspace) throw new Error('workspace not created');
  return workspace;
}

export async function addMember(t: TestApp, workspaceId: string, userId: string, role: WorkspaceRole, userRole: 'admin' | 'user' = 'user') {
  await t.db
    .insert(workspaceMembers)
    .values({ workspaceId, userId, role, userRole, joinedAt: t.clock.now(), tosAcceptedAt: t.clock.now() });
}

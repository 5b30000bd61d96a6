import { randomBytes } from 'node:crypto';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addMember, createUser, createWorkspace, type TestUser } from '../../../test/factories.ts';
import { invites, workspaceDeletionRequests } from '../../db/schema/index.ts';
import { DAY } from '../../platform/clock.ts';

/** A test app (its uploads go to a temporary directory, as every test app's do). */
export const createWorkspacesTestApp = (): Promise<TestApp> => createTestApp();

export interface Company {
  id: string;
  subdomain: string;
  owner: TestUser;
  administrator: TestUser;
  content_creator: TestUser;
  member: TestUser;
  /** a second plain member, the target of role changes and removals */
  target: TestUser;
  outsider: TestUser;
  /** the administrator of another company */
  otherAdmin: TestUser;
  otherId: string;
}

const suffix = () => randomBytes(4).toString('hex');

/** A business workspace with one user per role, an outsider and the admin of another company. */
export async function createCompany(t: TestApp, overrides: { allowSupport?: boolean } = {}): Promise<Company> {
  const subdomain = `empresa-${suffix()}`;
  const workspace = await createWorkspace(t, { name: 'Empresa Teste', subdomain, ...overrides });
  const other = await createWorkspace(t, { name: 'Outra Empresa', subdomain: `outra-${suffix()}` });
  const user = async (name: string) => createUser(t, { name, email: `${name.toLowerCase()}-${suffix()}@example.com` });
  const [owner, administrator, content_creator, member, target, outsider, otherAdmin] = await Promise.all(
    ['Olga', 'Adriana', 'Caio', 'Marta', 'Tiago', 'Otto', 'Alheio'].map(user),
  );
  if (!owner || !administrator || !content_creator || !member || !target || !outsider || !otherAdmin) throw new Error('fixture');
  await addMember(t, workspace.id, owner.id, 'owner', 'admin');
  await addMember(t, workspace.id, administrator.id, 'administrator', 'admin');
  await addMember(t, workspace.id, content_creator.id, 'content_creator');
  await addMember(t, workspace.id, member.id, 'member');
  await addMember(t, workspace.id, target.id, 'member');
  await addMember(t, other.id, otherAdmin.id, 'administrator', 'admin');
  return { id: workspace.id, subdomain, owner, administrator, content_creator, member, target, outsider, otherAdmin, otherId: other.id };
}

/** A PENDING invite sent two days ago (so it can be resent) that expires in five days. */
export async function insertInvite(t: TestApp, workspaceId: string, email = `convidado-${suffix()}@example.com`, role = 'member') {
  const now = t.clock.now().getTime();
  const [invite] = await t.db
    .insert(invites)
    .values({
      workspaceId,
      email,
      role,
      createdAt: new Date(now - 2 * DAY),
      lastSentAt: new Date(now - 2 * DAY),
      expiresAt: new Date(now + 5 * DAY),
    })
    .returning();
  if (!invite) throw new Error('invite not created');
  return invite;
}

export async function requestDeletion(t: TestApp, workspaceId: string, requestedAt = new Date(t.clock.now().getTime() - DAY)) {
  await t.db.insert(workspaceDeletionRequests).values({ workspaceId, status: 'PENDING', requestedAt });
}

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/app.ts';
import { addMember, createUser, createWorkspace, type TestUser } from '../../../test/factories.ts';
import { invites, sessions } from '../../db/schema/index.ts';
import { DAY } from '../../platform/clock.ts';

export interface Company {
  id: string;
  subdomain: string;
  owner: TestUser;
  administrator: TestUser;
  content_creator: TestUser;
  member: TestUser;
  /** a content creator, the target of type changes and removals */
  target: TestUser;
  outsider: TestUser;
  /** the administrator of another company */
  otherAdmin: TestUser;
  otherId: string;
  /** support staff (the company allows support unless told otherwise) */
  support: TestUser;
}

export const suffix = () => randomBytes(4).toString('hex');

/** A company with one user per type, an outsider, another company's administrator and a support user. */
export async function createCompany(t: TestApp, options: { allowSupport?: boolean; owner?: boolean } = {}): Promise<Company> {
  const subdomain = `usuarios-${suffix()}`;
  const workspace = await createWorkspace(t, { name: 'Empresa Usuários', subdomain, allowSupport: options.allowSupport ?? true });
  const other = await createWorkspace(t, { name: 'Outra Empresa', subdomain: `outra-${suffix()}` });
  const user = (name: string, isSupport = false) =>
    createUser(t, { name, email: `${name.toLowerCase()}-${suffix()}@example.com`, isSupport });
  const [owner, administrator, content_creator, member, target, outsider, otherAdmin, support] = await Promise.all([
    ...['Olga', 'Adriana', 'Caio', 'Marta', 'Tiago', 'Otto', 'Alheio'].map((name) => user(name)),
    user('Suporte', true),
  ]);
  if (!owner || !administrator || !content_creator || !member || !target || !outsider || !otherAdmin || !support)
    throw new Error('fixture');
  if (options.owner !== false) await addMember(t, workspace.id, owner.id, 'owner', 'admin');
  await addMember(t, workspace.id, administrator.id, 'administrator', 'admin');
  await addMember(t, workspace.id, content_creator.id, 'content_creator');
  await addMember(t, workspace.id, member.id, 'member');
  await addMember(t, workspace.id, target.id, 'content_creator');
  await addMember(t, other.id, otherAdmin.id, 'administrator', 'admin');
  return {
    id: workspace.id,
    subdomain,
    owner,
    administrator,
    content_creator,
    member,
    target,
    outsider,
    otherAdmin,
    otherId: other.id,
    support,
  };
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

/** Forgets every session of a user, as if they had never signed in. */
export async function forgetSessions(t: TestApp, userId: string) {
  await t.db.delete(sessions).where(eq(sessions.userId, userId));
}

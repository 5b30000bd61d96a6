import { and, eq, notExists } from 'drizzle-orm';
import { companyRemovedUsers, invites, sessions, users, workspaceMembers, workspaces } from '../db/schema/index.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { hashToken, newToken } from '../platform/auth/tokens.ts';
import { DAY } from '../platform/clock.ts';
import type { Deps } from '../platform/deps.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts';
import { DEMO_WORKSPACE_IDS } from './workspaces-seed.ts';

/** Fixed ids of the admin center's demo people, so the journeys and the README can name them. */
export const DEMO_COMPANY_USERS = {
  /** removed from Acme by its owner: the removed tab, reactivatable */
  removed: { id: '00000000-0000-4000-8000-000014020001', email: 'gustavo@acme.dev', name: 'Gustavo', lastName: 'Lima' },
  /** invited, registered and never signed in: waiting for first access */
  waiting: { id: '00000000-0000-4000-8000-000014020002', email: 'helena@acme.dev', name: 'Helena', lastName: 'Costa' },
} as const;

/**
 * Acme's admin center users: a removed user, a user waiting for first access and a second pending invite (the
 * workspaces seed has the first). The other Acme members get an ended session a day old, so only Helena shows as
 * waiting for first access until the demo accounts sign in. Runs after the workspaces seed.
 */
export async function seedDemoCompanyUsers(deps: Deps): Promise<void> {
  const db = deps.db;
  const now = deps.clock.now();
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const acme = DEMO_WORKSPACE_IDS.acme;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const { removed, waiting } = DEMO_COMPANY_USERS;

  for (const [index, person] of [removed, waiting].entries()) {
    const personal = `10000000-0000-4000-8000-00001402000${index + 1}`;
    await db
      .insert(users)
      .values({
        ...person,
        passwordHash,
        phone: '11987654321',
        countryCode: 'br',
        tosAcceptedAt: ago(30),
        lastWorkspaceId: personal,
        createdAt: ago(30),
      })
      .onConflictDoNothing();
    await db
      .insert(workspaces)
      .values({ id: personal, name: `${person.name} ${person.lastName}`, type: 'individual', isCompleted: true, createdAt: ago(30) })
      .onConflictDoNothing();
    await db
      .insert(workspaceMembers)
      .values({ workspaceId: personal, userId: person.id, role: 'owner', userRole: 'user', tosAcceptedAt: ago(30), joinedAt: ago(30) })
      .onConflictDoNothing();
  }

  // Gustavo was a content creator until the owner removed him five days ago
  await db
    .insert(companyRemovedUsers)
    .values({
      workspaceId: acme,
      userId: removed.id,
      role: 'content_creator',
      userRole: 'user',
      joinedAt: ago(60),
      removedAt: ago(5),
      removedBy: DEMO_USERS.owner.id,
    })
    .onConflictDoNothing();

  // Helena accepted her invite when she registered and has not signed in since
  await db
    .insert(workspaceMembers)
    .values({ workspaceId: acme, userId: waiting.id, role: 'member', userRole: 'user', tosAcceptedAt: null, joinedAt: ago(3) })
    .onConflictDoNothing();
  await db
    .insert(invites)
    .values([
      {
        workspaceId: acme,
        email: waiting.email,
        role: 'member',
        status: 'COMPLETED',
        invitedBy: DEMO_USERS.admin.id,
        createdAt: ago(4),
        lastSentAt: ago(4),
        expiresAt: ago(-3),
        respondedAt: ago(3),
      },
      // a pending invite sent two days ago, so it can be resent at once
      {
        id: '30000000-0000-4000-8000-000014020001',
        workspaceId: acme,
        email: 'ivo.pereira@trilha.dev',
        role: 'content_creator',
        invitedBy: DEMO_USERS.admin.id,
        createdAt: ago(2),
        lastSentAt: ago(2),
        expiresAt: ago(-5),
      },
    ])
    .onConflictDoNothing();

  // the others' last access: an ended session a day old, for members who never had one
  const members = await db
    .select({ userId: workspaceMembers.userId })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceId, acme),
        notExists(db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, workspaceMembers.userId))),
      ),
    );
  const past = members.filter((member) => member.userId !== waiting.id);
  if (past.length > 0)
    await db.insert(sessions).values(
      past.map((member) => ({
        userId: member.userId,
        tokenHash: hashToken(newToken()),
        createdAt: ago(1),
        lastSeenAt: ago(1),
        expiresAt: ago(1),
        revokedAt: ago(1),
      })),
    );
}

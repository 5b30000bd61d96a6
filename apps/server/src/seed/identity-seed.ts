import { initialSettings, tosAcceptances, users, workspaceMembers, workspaces } from '../db/schema/index.ts';
import { hashPassword } from '../platform/auth/passwords.ts';
import { DAY } from '../platform/clock.ts';
import type { Deps } from '../platform/deps.ts';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-users.ts';

type DemoKey = keyof typeof DEMO_USERS;

/** Fixed ids of the demo users' personal workspaces: the user id's last digit, under a 1 prefix. */
export const DEMO_PERSONAL_WORKSPACE_IDS = Object.fromEntries(
  Object.entries(DEMO_USERS).map(([key, user]) => [key, `10000000-0000-4000-8000-00000000000${user.id.slice(-1)}`]),
) as Record<DemoKey, string>;

/** The demo accounts, each with a personal workspace; business workspaces come from the workspaces seed. */
export async function seedIdentity(deps: Deps): Promise<void> {
  const now = deps.clock.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const [key, demo] of Object.entries(DEMO_USERS) as [DemoKey, (typeof DEMO_USERS)[DemoKey]][]) {
    const pendingDeletion = key === 'pendingDeletion';
    const workspaceId = DEMO_PERSONAL_WORKSPACE_IDS[key];
    await deps.db.insert(users).values({
      id: demo.id,
      email: demo.email,
      name: demo.name,
      lastName: demo.lastName,
      passwordHash,
      phone: '11987654321',
      countryCode: 'br',
      isSupport: 'isSupport' in demo && demo.isSupport,
      status: pendingDeletion ? 'pending_deletion' : 'active',
      deletionRequestedAt: pendingDeletion ? new Date(now.getTime() - 3 * DAY) : null,
      tosAcceptedAt: now,
      lastWorkspaceId: workspaceId,
      createdAt: now,
    });
    await deps.db.insert(tosAcceptances).values({ userId: demo.id, acceptedAt: now });
    await deps.db
      .insert(workspaces)
      .values({ id: workspaceId, name: `${demo.name} ${demo.lastName}`, type: 'individual', isCompleted: true, createdAt: now });
    await deps.db
      .insert(workspaceMembers)
      .values({ workspaceId, userId: demo.id, role: 'owner', userRole: 'user', tosAcceptedAt: now, joinedAt: now });
    if (key === 'individual')
      await deps.db.insert(initialSettings).values({ userId: demo.id, kind: 'profile', status: 'pending', updatedAt: now });
  }
}

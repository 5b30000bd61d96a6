import { invites } from '../../src/db/schema/index.ts';
import { DAY } from '../../src/platform/clock.ts';
import type { TestApp } from '../app.ts';
import { unique } from './users.ts';

/** A PENDING member invite sent two days ago (so it can be resent) that expires in five days, to a new address. */
export async function insertInvite(t: TestApp, workspaceId: string, overrides: Partial<typeof invites.$inferInsert> = {}) {
  const now = t.clock.now().getTime();
  const [invite] = await t.db
    .insert(invites)
    .values({
      workspaceId,
      email: `convidado-${unique()}@example.com`,
      role: 'member',
      createdAt: new Date(now - 2 * DAY),
      lastSentAt: new Date(now - 2 * DAY),
      expiresAt: new Date(now + 5 * DAY),
      ...overrides,
    })
    .returning();
  if (!invite) throw new Error('invite not created');
  return invite;
}

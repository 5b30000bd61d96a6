import { and, desc, eq, gt, lte, or, sql } from 'drizzle-orm';
import { invites } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';

export type InviteRow = typeof invites.$inferSelect;
export type InviteFilter = 'all' | 'pending' | 'expired' | 'completed';

/** An invite by its id, which is also the token of its link, so the workspace is not known yet. */
export async function findInviteById(q: Queryable, id: string): Promise<InviteRow | null> {
  const [invite] = await q.select().from(invites).where(eq(invites.id, id));
  return invite ?? null;
}

const filterWhere = (filter: InviteFilter, now: Date) =>
  ({
    all: undefined,
    pending: and(eq(invites.status, 'PENDING'), gt(invites.expiresAt, now)),
    expired: or(eq(invites.status, 'EXPIRED'), and(eq(invites.status, 'PENDING'), lte(invites.expiresAt, now))),
    completed: eq(invites.status, 'COMPLETED'),
  })[filter];

/** One page of a workspace's invites, newest first, with the total; "expired" counts PENDING invites past their expiry. */
export async function listInviteRows(
  q: Queryable,
  workspaceId: string,
  options: { filter: InviteFilter; page: number; limit: number; now: Date },
): Promise<{ rows: InviteRow[]; total: number }> {
  const where = and(eq(invites.workspaceId, workspaceId), filterWhere(options.filter, options.now));
  const [rows, [count]] = await Promise.all([
    q
      .select()
      .from(invites)
      .where(where)
      .orderBy(desc(invites.createdAt), desc(invites.id))
      .limit(options.limit)
      .offset((options.page - 1) * options.limit),
    q.select({ count: sql<number>`count(*)::int` }).from(invites).where(where),
  ]);
  return { rows, total: count?.count ?? 0 };
}

export async function findPendingInvite(q: Queryable, workspaceId: string, email: string): Promise<InviteRow | null> {
  const [pending] = await q
    .select()
    .from(invites)
    .where(and(eq(invites.workspaceId, workspaceId), eq(invites.email, email), eq(invites.status, 'PENDING')));
  return pending ?? null;
}

export async function markInviteExpired(q: Queryable, workspaceId: string, inviteId: string): Promise<void> {
  await q
    .update(invites)
    .set({ status: 'EXPIRED' })
    .where(and(eq(invites.workspaceId, workspaceId), eq(invites.id, inviteId)));
}

export async function insertInvite(q: Queryable, values: typeof invites.$inferInsert): Promise<InviteRow | undefined> {
  const [invite] = await q.insert(invites).values(values).returning();
  return invite;
}

/**
 * Sends an invite again from `now`; null when another resend got there first, since the
 * lastSentAt condition makes two resends at once send one e-mail.
 */
export async function renewInvite(q: Queryable, invite: InviteRow, now: Date, expiresAt: Date): Promise<InviteRow | null> {
  const [renewed] = await q
    .update(invites)
    .set({ status: 'PENDING', lastSentAt: now, expiresAt })
    .where(and(eq(invites.workspaceId, invite.workspaceId), eq(invites.id, invite.id), eq(invites.lastSentAt, invite.lastSentAt)))
    .returning();
  return renewed ?? null;
}

/** Records the answer to a PENDING invite; false when it was no longer PENDING. */
export async function answerInvite(q: Queryable, invite: InviteRow, status: 'COMPLETED' | 'REFUSED', now: Date): Promise<boolean> {
  const [answered] = await q
    .update(invites)
    .set({ status, respondedAt: now })
    .where(and(eq(invites.workspaceId, invite.workspaceId), eq(invites.id, invite.id), eq(invites.status, 'PENDING')))
    .returning({ id: invites.id });
  return Boolean(answered);
}

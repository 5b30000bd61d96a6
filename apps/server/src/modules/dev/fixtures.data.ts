import { eq } from 'drizzle-orm';
import { users, vouchers, workspaceMembers, workspaces } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';

/** A new voucher, redeemable once (by `workspaceId` alone when given). */
export async function insertDevVoucher(
  q: Queryable,
  voucher: { code: string; credits: number; expiresAt: Date; workspaceId: string | null; createdAt: Date },
): Promise<void> {
  await q.insert(vouchers).values(voucher);
}

/** The id of the account with this e-mail (stored in lower case), or null. */
export async function findUserIdByEmail(q: Queryable, email: string): Promise<string | null> {
  const [row] = await q.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  return row?.id ?? null;
}

/** A workspace's type, or null when there is none with this id. */
export async function findWorkspaceType(q: Queryable, workspaceId: string): Promise<string | null> {
  const [row] = await q.select({ type: workspaces.type }).from(workspaces).where(eq(workspaces.id, workspaceId));
  return row?.type ?? null;
}

/** A portal membership as the demo seed makes them: a member who has accepted the terms; nothing when already one. */
export async function insertPortalMember(q: Queryable, workspaceId: string, userId: string, now: Date): Promise<void> {
  await q
    .insert(workspaceMembers)
    .values({ workspaceId, userId, role: 'member', userRole: 'user', tosAcceptedAt: now, joinedAt: now })
    .onConflictDoNothing();
}

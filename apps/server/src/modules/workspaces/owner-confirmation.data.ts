import { and, eq, inArray } from 'drizzle-orm';
import { workspaceMembers, workspaces } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';

const ownedBy = (q: Queryable, userId: string) =>
  q
    .select({ id: workspaceMembers.workspaceId })
    .from(workspaceMembers)
    .where(and(eq(workspaceMembers.userId, userId), eq(workspaceMembers.role, 'owner')));

/** Marks confirmed every company the user owns that waited for their address; answers how many there were. */
export async function markOwnedCompaniesConfirmed(q: Queryable, userId: string): Promise<number> {
  const changed = await q
    .update(workspaces)
    .set({ ownerEmailConfirmed: true })
    .where(and(eq(workspaces.ownerEmailConfirmed, false), inArray(workspaces.id, ownedBy(q, userId))))
    .returning({ id: workspaces.id });
  return changed.length;
}

/** Whether the user owns a company that waits for the confirmation of their address. */
export async function ownsUnconfirmedCompany(q: Queryable, userId: string): Promise<boolean> {
  const [row] = await q
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(and(eq(workspaces.ownerEmailConfirmed, false), inArray(workspaces.id, ownedBy(q, userId))))
    .limit(1);
  return Boolean(row);
}

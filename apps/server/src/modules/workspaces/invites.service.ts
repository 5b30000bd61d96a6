import type { InviteItem, InviteStatus } from '@trilha/contract';
import { and, eq, sql } from 'drizzle-orm';
import { invites, users, workspaceMembers } from '../../db/schema/index.ts';
import { DAY } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db/connect.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { inviteMail } from './invite-mail.ts';
import { UUID } from './workspace-guards.ts';

/** Spec section 9: invites last 7 days, a resend waits 24 hours, a user being deleted can be re-invited for 7 days. */
export const INVITE_TTL_MS = 7 * DAY;
export const RESEND_COOLDOWN_MS = DAY;
export const REINVITE_DELETED_WINDOW_MS = 7 * DAY;

export type InviteRow = typeof invites.$inferSelect;

/** The status people see: a PENDING invite past its expiry is EXPIRED. */
export const displayedStatus = (invite: InviteRow, now: Date): InviteStatus =>
  invite.status === 'PENDING' && invite.expiresAt <= now ? 'EXPIRED' : (invite.status as InviteStatus);

export const toInviteItem = (invite: InviteRow, now: Date): InviteItem => ({
  id: invite.id,
  email: invite.email,
  role: invite.role as InviteItem['role'],
  status: displayedStatus(invite, now),
  lastSentAt: invite.lastSentAt.toISOString(),
  createdAt: invite.createdAt.toISOString(),
  expiresAt: invite.expiresAt.toISOString(),
});

/** The invite of an id from a path; unknown or malformed ids are the same 404. */
export async function findInvite(q: Queryable, id: string): Promise<InviteRow> {
  if (!UUID.test(id)) throw new AppError('invite.invalid');
  const [invite] = await q.select().from(invites).where(eq(invites.id, id));
  if (!invite) throw new AppError('invite.invalid');
  return invite;
}

export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' || (error as { cause?: { code?: string } })?.cause?.code === '23505';

/** Refuses an invite for someone who cannot receive one; `q` is the transaction that will insert it. */
async function checkInvitee(q: Queryable, deps: Deps, workspaceId: string, email: string): Promise<void> {
  const [user] = await q
    .select({ id: users.id, status: users.status, deletionRequestedAt: users.deletionRequestedAt })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (user) {
    if (user.status === 'pending_deletion') {
      const since = user.deletionRequestedAt ? deps.clock.now().getTime() - user.deletionRequestedAt.getTime() : Number.POSITIVE_INFINITY;
      if (since >= REINVITE_DELETED_WINDOW_MS) throw new AppError('register.user_being_deleted');
    }
    const [member] = await q
      .select({ role: workspaceMembers.role })
      .from(workspaceMembers)
      .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.userId, user.id)));
    if (member) throw new AppError('invite.already_member');
  }
  const [pending] = await q
    .select()
    .from(invites)
    .where(and(eq(invites.workspaceId, workspaceId), eq(invites.email, email), eq(invites.status, 'PENDING')));
  if (pending) {
    if (pending.expiresAt > deps.clock.now()) throw new AppError('invite.exists');
    // an expired invite gives way to the new one
    await q.update(invites).set({ status: 'EXPIRED' }).where(eq(invites.id, pending.id));
  }
}

/** Creates the invites all or nothing, each with its e-mail in the same transaction. */
export async function createInvites(
  deps: Deps,
  workspace: { id: string; name: string },
  inviter: { id: string; name: string },
  list: { email: string; role: string }[],
): Promise<InviteItem[]> {
  const emails = list.map((item) => item.email);
  if (new Set(emails).size !== emails.length) throw new AppError('invite.exists');
  const now = deps.clock.now();
  try {
    return await deps.db.transaction(async (tx) => {
      const created: InviteItem[] = [];
      for (const item of list) {
        await checkInvitee(tx, deps, workspace.id, item.email);
        const [invite] = await tx
          .insert(invites)
          .values({
            workspaceId: workspace.id,
            email: item.email,
            role: item.role,
            invitedBy: inviter.id,
            createdAt: now,
            lastSentAt: now,
            expiresAt: new Date(now.getTime() + INVITE_TTL_MS),
          })
          .returning();
        if (!invite) throw new AppError('internal');
        await deps.mailer.enqueue(tx, inviteMail(deps.config, invite, workspace.name, inviter.name));
        created.push(toInviteItem(invite, now));
      }
      return created;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('invite.exists');
    throw error;
  }
}

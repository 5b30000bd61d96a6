import { type ErrorCode, type InviteItem, type InviteStatus, resolveLanguage } from '@trilha/contract';
import { DAY } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db/connect.ts';
import { isUniqueViolation } from '../../platform/db/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { WorkspaceAccess } from '../../platform/http/workspace-access.ts';
import { sendingInvites } from '../../platform/mail/send-limits.ts';
import { inviteMail } from './invite-mail.ts';
import {
  findInviteById,
  findPendingInvite,
  type InviteFilter,
  type InviteRow,
  insertInvite,
  listInviteRows,
  markInviteExpired,
  renewInvite,
} from './invites.data.ts';
import { findMembership } from './members.data.ts';
import { assertMayReachOut } from './owner-confirmation.ts';
import { findUserByEmail } from './users.data.ts';
import { UUID } from './workspace-guards.ts';

/** Invites last 7 days, a resend waits 24 hours, a user being deleted can be re-invited for 7 days. */
const INVITE_TTL_MS = 7 * DAY;
const RESEND_COOLDOWN_MS = DAY;
const REINVITE_DELETED_WINDOW_MS = 7 * DAY;

/** The status people see: a PENDING invite past its expiry is EXPIRED. */
export const displayedStatus = (invite: InviteRow, now: Date): InviteStatus =>
  invite.status === 'PENDING' && invite.expiresAt <= now ? 'EXPIRED' : (invite.status as InviteStatus);

const STATUS_ERRORS: Partial<Record<InviteStatus, ErrorCode>> = {
  COMPLETED: 'invite.already_accepted',
  REFUSED: 'invite.invalid',
  CANCELED: 'invite.invalid',
  EXPIRED: 'invite.expired',
};

/** Refuses an invite whose status closes it for what the caller wants, except the statuses in `allowed`. */
export function assertInviteOpen(status: string, allowed: InviteStatus[] = []): void {
  const code = STATUS_ERRORS[status as InviteStatus];
  if (code && !allowed.includes(status as InviteStatus)) throw new AppError(code);
}

/** An invite as the lists and answers of the API show it (the workspace's invites and the admin center's). */
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
  const invite = await findInviteById(q, id);
  if (!invite) throw new AppError('invite.invalid');
  return invite;
}

/** The scope loader of invite endpoints: the invite and the workspace it belongs to. */
export const loadInvite = async (deps: Deps, id: string) => {
  const invite = await findInvite(deps.db, id);
  return { workspaceId: invite.workspaceId, value: invite };
};

/** Runs `work`, reporting a clash on the one-pending-invite-per-e-mail index as invite.exists. */
async function refusingDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('invite.exists');
    throw error;
  }
}

/**
 * Refuses an invite for someone who cannot receive one; `q` is the transaction that will insert it. Returns the
 * language of the invitee's account, null for an address without one.
 */
async function checkInvitee(q: Queryable, deps: Deps, workspaceId: string, email: string): Promise<string | null> {
  const user = await findUserByEmail(q, email);
  if (user) {
    if (user.status === 'pending_deletion') {
      const since = user.deletionRequestedAt ? deps.clock.now().getTime() - user.deletionRequestedAt.getTime() : Number.POSITIVE_INFINITY;
      if (since >= REINVITE_DELETED_WINDOW_MS) throw new AppError('register.user_being_deleted');
    }
    if (await findMembership(q, workspaceId, user.id)) throw new AppError('invite.already_member');
  }
  const pending = await findPendingInvite(q, workspaceId, email);
  if (pending) {
    if (pending.expiresAt > deps.clock.now()) throw new AppError('invite.exists');
    // an expired invite gives way to the new one
    await markInviteExpired(q, workspaceId, pending.id);
  }
  return user?.language ?? null;
}

/** Creates the invites all or nothing, each with its e-mail in the same transaction. */
export async function createInvites(
  deps: Deps,
  access: WorkspaceAccess,
  inviter: { id: string; name: string },
  list: { email: string; role: string }[],
): Promise<{ items: InviteItem[] }> {
  const { workspace } = access;
  assertMayReachOut(workspace);
  const emails = list.map((item) => item.email);
  if (new Set(emails).size !== emails.length) throw new AppError('invite.exists');
  const now = deps.clock.now();
  const sending = { senderId: inviter.id, workspaceId: workspace.id, recipients: emails };
  const items = await sendingInvites(deps, sending, () =>
    refusingDuplicates(() =>
      deps.db.transaction(async (tx) => {
        const created: InviteItem[] = [];
        for (const item of list) {
          const language = resolveLanguage((await checkInvitee(tx, deps, workspace.id, item.email)) ?? workspace.language);
          const invite = await insertInvite(tx, {
            workspaceId: workspace.id,
            email: item.email,
            role: item.role,
            invitedBy: inviter.id,
            createdAt: now,
            lastSentAt: now,
            expiresAt: new Date(now.getTime() + INVITE_TTL_MS),
          });
          if (!invite) throw new AppError('internal');
          await deps.mailer.enqueue(tx, inviteMail(deps.config, invite, language, workspace.name, inviter.name));
          created.push(toInviteItem(invite, now));
        }
        return created;
      }),
    ),
  );
  return { items };
}

export async function listInvites(deps: Deps, access: WorkspaceAccess, query: { filter: InviteFilter; page: number; limit: number }) {
  const now = deps.clock.now();
  const { rows, total } = await listInviteRows(deps.db, access.workspace.id, { ...query, now });
  return { items: rows.map((row) => toInviteItem(row, now)), page: query.page, limit: query.limit, total };
}

/** Sends an invite again, renewing its 7 days; at most once every 24 hours. */
export async function resendInvite(
  deps: Deps,
  access: WorkspaceAccess,
  invite: InviteRow,
  inviter: { id: string; name: string },
): Promise<InviteItem> {
  assertMayReachOut(access.workspace);
  // an expired invite may be sent again; an answered or canceled one may not
  assertInviteOpen(invite.status, ['EXPIRED']);
  const now = deps.clock.now();
  if (now.getTime() - invite.lastSentAt.getTime() < RESEND_COOLDOWN_MS) throw new AppError('invite.resend_failed');
  const sending = { senderId: inviter.id, workspaceId: access.workspace.id, recipients: [invite.email] };
  return sendingInvites(deps, sending, () =>
    refusingDuplicates(() =>
      deps.db.transaction(async (tx) => {
        const renewed = await renewInvite(tx, invite, now, new Date(now.getTime() + INVITE_TTL_MS));
        if (!renewed) throw new AppError('invite.resend_failed');
        const language = resolveLanguage((await findUserByEmail(tx, invite.email))?.language ?? access.workspace.language);
        await deps.mailer.enqueue(tx, inviteMail(deps.config, renewed, language, access.workspace.name, inviter.name));
        return toInviteItem(renewed, now);
      }),
    ),
  );
}

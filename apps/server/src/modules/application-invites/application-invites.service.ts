import {
  type ApplicationInviteStatus,
  type CandidateInviteItem,
  check,
  type ErrorCode,
  type Language,
  type PositionInviteItem,
  resolveLanguage,
} from '@trilha/contract';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import { DAY } from '../../platform/clock.ts';
import type { Queryable } from '../../platform/db/connect.ts';
import { UUID_PATTERN } from '../../platform/db/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { WorkspaceAccess } from '../../platform/http/workspace-access.ts';
import { sendingInvites } from '../../platform/mail/send-limits.ts';
import { findPositionForApplication, positionItemsByIds } from '../positions/index.ts';
import { assertMayReachOut } from '../workspaces/index.ts';
import {
  type ApplicationInviteRecord,
  answerPendingInvite,
  findInviteByHash,
  findInviteById,
  findPendingInvites,
  findUserByEmail,
  hasApplied,
  insertApplicationInvite,
  listPendingUserInvites,
  listPositionInviteRows,
} from './application-invites.data.ts';
import { prospectInviteMail, userInviteMail } from './application-invites-mail.ts';

/** A prospect link lasts 7 days (as workspace invites). */
const PROSPECT_INVITE_TTL_MS = 7 * DAY;

/** The status people see: a pending prospect invite past its expiry is expired. */
const displayedStatus = (invite: ApplicationInviteRecord, now: Date): ApplicationInviteStatus =>
  invite.status === 'pending' && invite.expiresAt && invite.expiresAt <= now ? 'expired' : invite.status;

const STATUS_ERRORS: Record<Exclude<ApplicationInviteStatus, 'pending'>, ErrorCode> = {
  accepted: 'application_invite.used',
  rejected: 'application_invite.rejected',
  cancelled: 'application_invite.cancelled',
  expired: 'application_invite.expired',
};

/** Refuses an invite that can no longer be answered, with the reason's own message. */
function assertOpen(invite: ApplicationInviteRecord, now: Date): void {
  const status = displayedStatus(invite, now);
  if (status !== 'pending') throw new AppError(STATUS_ERRORS[status]);
}

const toPositionInviteItem = (invite: ApplicationInviteRecord, now: Date): PositionInviteItem => ({
  id: invite.id,
  kind: invite.userId ? 'user' : 'prospect',
  email: invite.userEmail ?? invite.email ?? '',
  name: invite.userName,
  status: displayedStatus(invite, now),
  feedback: invite.feedback,
  createdAt: invite.createdAt.toISOString(),
  expiresAt: invite.expiresAt?.toISOString() ?? null,
  answeredAt: invite.answeredAt?.toISOString() ?? null,
});

/**
 * A position of the caller's company they may invite to: managers only on linked positions, a recruitment admin
 * on all; to the others (and to other companies) it does not exist.
 */
async function positionToInviteTo(deps: Deps, access: WorkspaceAccess, positionId: string) {
  const position = UUID_PATTERN.test(positionId) ? await findPositionForApplication(deps.db, positionId) : null;
  if (!position || position.workspaceId !== access.workspace.id) throw new AppError('position.not_found');
  const denial = check(access.actor, 'recruitment.candidates.manage', { kind: 'position', linkedUserIds: position.linkedUserIds });
  if (denial) throw new AppError(denial === 'permission.denied' ? 'position.not_found' : denial);
  return position;
}

/**
 * Whom a list of e-mails invites: each one's platform user, if any; those with a pending invite to the position are
 * skipped. Someone who already applied is never invited to what already happened: the request is refused.
 */
async function inviteesOf(q: Queryable, positionId: string, emails: string[], now: Date) {
  const invitees: { email: string; user: { id: string; email: string; language: string } | null }[] = [];
  const skipped: string[] = [];
  for (const email of new Set(emails)) {
    const user = await findUserByEmail(q, email);
    if (user && (await hasApplied(q, user.id, positionId))) throw new AppError('application_invite.already_applied');
    const pending = await findPendingInvites(q, positionId, user?.id ?? null, email);
    if (pending.some((invite) => !invite.expiresAt || invite.expiresAt > now)) skipped.push(email);
    else invitees.push({ email, user });
  }
  return { invitees, skipped };
}

/**
 * Invites each e-mail to apply: a platform user gets a user invite (and an e-mail pointing to their applications),
 * anyone else a prospect invite with a single-use link. E-mails with a pending invite to the position are skipped.
 * The e-mails spend the sender's, the company's and each address's invite allowance (platform/mail/send-limits.ts):
 * over one, nothing is sent.
 */
export async function createApplicationInvites(
  deps: Deps,
  access: WorkspaceAccess,
  inviterId: string,
  positionId: string,
  form: { emails: string[]; message: string | null },
): Promise<{ items: PositionInviteItem[]; skipped: string[] }> {
  const position = await positionToInviteTo(deps, access, positionId);
  assertMayReachOut(access.workspace);
  if (position.status !== 'active') throw new AppError('application_invite.position_inactive');
  const now = deps.clock.now();
  const words = { companyName: access.workspace.name, positionTitle: position.title, message: form.message || null };
  const { invitees, skipped } = await inviteesOf(deps.db, position.id, form.emails, now);
  const recipients = invitees.map(({ email, user }) => user?.email ?? email);
  const sending = { senderId: inviterId, workspaceId: position.workspaceId, recipients };
  return sendingInvites(deps, sending, () =>
    deps.db.transaction(async (tx) => {
      const ids: string[] = [];
      for (const { email, user } of invitees) {
        const common = {
          positionId: position.id,
          workspaceId: position.workspaceId,
          message: words.message,
          invitedBy: inviterId,
          createdAt: now,
        };
        if (user) {
          const id = await insertApplicationInvite(tx, { ...common, userId: user.id, email: null, tokenHash: null, expiresAt: null });
          if (!id) throw new AppError('internal');
          await deps.mailer.enqueue(tx, userInviteMail(deps.config, user.email, resolveLanguage(user.language), words));
          ids.push(id);
        } else {
          const token = newToken();
          const expiresAt = new Date(now.getTime() + PROSPECT_INVITE_TTL_MS);
          const id = await insertApplicationInvite(tx, { ...common, userId: null, email, tokenHash: hashToken(token), expiresAt });
          if (!id) throw new AppError('internal');
          await deps.mailer.enqueue(
            tx,
            prospectInviteMail(deps.config, email, resolveLanguage(access.workspace.language), token, expiresAt, words),
          );
          ids.push(id);
        }
      }
      const items: PositionInviteItem[] = [];
      for (const id of ids) {
        const invite = await findInviteById(tx, id);
        if (invite) items.push(toPositionInviteItem(invite, now));
      }
      return { items, skipped };
    }),
  );
}

export async function listPositionInvites(
  deps: Deps,
  access: WorkspaceAccess,
  positionId: string,
  status: ApplicationInviteStatus | undefined,
): Promise<{ items: PositionInviteItem[] }> {
  const position = await positionToInviteTo(deps, access, positionId);
  const now = deps.clock.now();
  const items = (await listPositionInviteRows(deps.db, position.id)).map((row) => toPositionInviteItem(row, now));
  return { items: status ? items.filter((item) => item.status === status) : items };
}

/** The scope loader of an invite's recruiter endpoints: the invite and its company. */
export async function loadApplicationInviteScope(deps: Deps, id: string) {
  const invite = UUID_PATTERN.test(id) ? await findInviteById(deps.db, id) : null;
  if (!invite) throw new AppError('application_invite.not_found');
  return { workspaceId: invite.workspaceId, value: invite };
}

/** Cancels a pending invite: its link answers "cancelled" from then on. */
export async function cancelApplicationInvite(
  deps: Deps,
  access: WorkspaceAccess,
  invite: ApplicationInviteRecord,
): Promise<PositionInviteItem> {
  const position = await findPositionForApplication(deps.db, invite.positionId);
  const denial =
    position && check(access.actor, 'recruitment.candidates.manage', { kind: 'position', linkedUserIds: position.linkedUserIds });
  if (!position || denial) throw new AppError('application_invite.not_found');
  const now = deps.clock.now();
  if (displayedStatus(invite, now) !== 'pending') throw new AppError('application_invite.not_pending');
  if (!(await answerPendingInvite(deps.db, invite.id, { status: 'cancelled', at: now })))
    throw new AppError('application_invite.not_pending');
  const cancelled = await findInviteById(deps.db, invite.id);
  if (!cancelled) throw new AppError('application_invite.not_found');
  return toPositionInviteItem(cancelled, now);
}

/** The caller's pending invites to active positions, with the position as the discovery lists show it. */
export async function listMyInvites(deps: Deps, userId: string, lang: Language): Promise<{ items: CandidateInviteItem[] }> {
  const rows = await listPendingUserInvites(deps.db, userId);
  const positions = await positionItemsByIds(
    deps,
    userId,
    lang,
    rows.map((row) => row.positionId),
  );
  const items = rows.flatMap((row) => {
    const position = positions.get(row.positionId);
    return position ? [{ id: row.id, position, message: row.message, createdAt: row.createdAt.toISOString() }] : [];
  });
  return { items };
}

/** Accepts (then the candidate applies) or rejects one of the caller's invites; an answer is final. */
export async function answerMyInvite(
  deps: Deps,
  userId: string,
  answer: { inviteId: string; accepted: boolean; feedback: string | null },
): Promise<{ status: 'accepted' | 'rejected'; positionId: string }> {
  const invite = UUID_PATTERN.test(answer.inviteId) ? await findInviteById(deps.db, answer.inviteId) : null;
  if (!invite || invite.userId !== userId) throw new AppError('application_invite.not_found');
  const now = deps.clock.now();
  assertOpen(invite, now);
  const status = answer.accepted ? 'accepted' : 'rejected';
  const done = await answerPendingInvite(deps.db, invite.id, { status, feedback: answer.feedback || null, usedBy: userId, at: now });
  if (!done) {
    const current = await findInviteById(deps.db, invite.id);
    if (current) assertOpen(current, now);
    throw new AppError('application_invite.used');
  }
  return { status, positionId: invite.positionId };
}

/** The prospect invite of a link's token; a malformed or unknown token is the same 404 (tokens are unguessable). */
async function prospectInvite(deps: Deps, token: string): Promise<ApplicationInviteRecord> {
  const invite = /^[A-Za-z0-9_-]{16,200}$/.test(token) ? await findInviteByHash(deps.db, hashToken(token)) : null;
  if (!invite?.email) throw new AppError('application_invite.not_found');
  return invite;
}

/** "p******t@trilha.dev": enough for the addressee to recognise, not enough to harvest. */
function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const shown = local.length <= 2 ? `${local.slice(0, 1)}*` : `${local[0]}${'*'.repeat(Math.min(local.length - 2, 6))}${local.at(-1)}`;
  return `${shown}@${domain}`;
}

export async function getProspectInvite(deps: Deps, token: string, viewerId: string | null, lang: Language) {
  const invite = await prospectInvite(deps, token);
  assertOpen(invite, deps.clock.now());
  const position = (await positionItemsByIds(deps, viewerId, lang, [invite.positionId])).get(invite.positionId);
  if (!position || !invite.expiresAt) throw new AppError('application_invite.not_found');
  return { position, message: invite.message, email: maskEmail(invite.email ?? ''), expiresAt: invite.expiresAt.toISOString() };
}

/** Accepts a prospect link for the signed-in addressee; the link is spent. */
export async function acceptProspectInvite(deps: Deps, user: { id: string; email: string }, token: string) {
  const invite = await prospectInvite(deps, token);
  const now = deps.clock.now();
  assertOpen(invite, now);
  if ((invite.email ?? '').toLowerCase() !== user.email.toLowerCase()) throw new AppError('application_invite.email_mismatch');
  if (!(await answerPendingInvite(deps.db, invite.id, { status: 'accepted', usedBy: user.id, at: now }))) {
    throw new AppError('application_invite.used');
  }
  return { positionId: invite.positionId };
}

/** Declines a prospect link; irreversible. */
export async function declineProspectInvite(deps: Deps, token: string) {
  const invite = await prospectInvite(deps, token);
  const now = deps.clock.now();
  assertOpen(invite, now);
  if (!(await answerPendingInvite(deps.db, invite.id, { status: 'rejected', at: now }))) throw new AppError('application_invite.used');
  return { status: 'rejected' as const };
}

interface SeedInvite {
  positionId: string;
  workspaceId: string;
  companyName: string;
  positionTitle: string;
  invitedBy: string;
  message: string | null;
  createdAt: Date;
  /** a platform user (a user invite) or an e-mail (a prospect invite with `token`, or a random one) */
  to: { userId: string; email: string } | { email: string; token?: string };
}

/** Demo data: an invite made and e-mailed exactly as a recruiter's would be, at a chosen time. */
export async function seedApplicationInvite(deps: Deps, seed: SeedInvite): Promise<void> {
  const words = { companyName: seed.companyName, positionTitle: seed.positionTitle, message: seed.message };
  const common = {
    positionId: seed.positionId,
    workspaceId: seed.workspaceId,
    message: seed.message,
    invitedBy: seed.invitedBy,
    createdAt: seed.createdAt,
  };
  if ('userId' in seed.to) {
    await insertApplicationInvite(deps.db, { ...common, userId: seed.to.userId, email: null, tokenHash: null, expiresAt: null });
    await deps.mailer.enqueue(deps.db, userInviteMail(deps.config, seed.to.email, 'pt-BR', words));
    return;
  }
  const token = seed.to.token ?? newToken();
  const expiresAt = new Date(seed.createdAt.getTime() + PROSPECT_INVITE_TTL_MS);
  await insertApplicationInvite(deps.db, { ...common, userId: null, email: seed.to.email, tokenHash: hashToken(token), expiresAt });
  await deps.mailer.enqueue(deps.db, prospectInviteMail(deps.config, seed.to.email, 'pt-BR', token, expiresAt, words));
}

import { DAY, HOUR } from '../clock.ts';
import type { Deps } from '../deps.ts';
import { AppError } from '../http/app-error.ts';
import { forgetAttempts, type Spend, takeAllowances } from '../throttle.data.ts';

const MINUTE = 60_000;

/**
 * What one person may make the platform send to someone else, per sender, per recipient (and, for invites, per
 * workspace), in sliding windows shared by every process (throttle_events). Without them one new account mails
 * hundreds of strangers from our domain in seconds, or floods one inbox. The e-mails of identity (recovery, sign-in
 * codes, requests to support) have their own limits beside them in modules/identity.
 */
const LIMITS = {
  /** invite e-mails: workspace members and company users (new or resent), candidates and prospects to a position */
  invites: {
    sender: { max: 50, windowMs: HOUR },
    workspace: { max: 200, windowMs: DAY },
    /** one address, whatever the kind of invite and whoever sends it */
    recipient: { max: 3, windowMs: DAY },
  },
  /**
   * interview invites and offers: a candidate gets them only about a position they applied to, so the recipient is
   * the application; a cancellation follows one of them at most, so it is not counted
   */
  hiring: { sender: { max: 60, windowMs: HOUR }, recipient: { max: 6, windowMs: DAY } },
  /** a message template sent to many candidates at once (bulk moves and declines, at most 200 a call) */
  bulk: { sender: { max: 1000, windowMs: HOUR }, workspace: { max: 5000, windowMs: DAY } },
  /** messages of a conversation (the candidate's e-mails about them are batched: modules/messages/message-mails.ts) */
  messages: {
    sender: { max: 30, windowMs: 10 * MINUTE },
    /** one side of one conversation, however many recruiters write to it */
    recipient: { max: 60, windowMs: HOUR },
  },
} as const;

/**
 * Spends the allowances, then runs `work` (the transaction that writes and enqueues); refused whole with rate_limited
 * before anything is written, so nothing is partially sent, and given back when `work` fails.
 */
async function spending<T>(deps: Deps, spends: Spend[], work: () => Promise<T>): Promise<T> {
  const spent = await takeAllowances(deps.db, spends, deps.clock.now());
  if (!spent) throw new AppError('rate_limited');
  try {
    return await work();
  } catch (error) {
    await forgetAttempts(deps.db, spent);
    throw error;
  }
}

/** Invites `recipients` (e-mail addresses) on behalf of a sender and a workspace: one e-mail each. */
export function sendingInvites<T>(
  deps: Deps,
  invite: { senderId: string; workspaceId: string; recipients: string[] },
  work: () => Promise<T>,
): Promise<T> {
  const recipients = [...new Set(invite.recipients.map((email) => email.toLowerCase()))];
  const cost = recipients.length;
  return spending(
    deps,
    [
      { key: `invites:sender:${invite.senderId}`, ...LIMITS.invites.sender, cost },
      { key: `invites:workspace:${invite.workspaceId}`, ...LIMITS.invites.workspace, cost },
      ...recipients.map((email) => ({ key: `invites:recipient:${email}`, ...LIMITS.invites.recipient, cost: 1 })),
    ],
    work,
  );
}

/** An interview invite or an offer a recruiter sends the candidate of an application. */
export function sendingToCandidate<T>(deps: Deps, send: { senderId: string; applicationId: string }, work: () => Promise<T>): Promise<T> {
  return spending(
    deps,
    [
      { key: `hiring:sender:${send.senderId}`, ...LIMITS.hiring.sender, cost: 1 },
      { key: `hiring:recipient:${send.applicationId}`, ...LIMITS.hiring.recipient, cost: 1 },
    ],
    work,
  );
}

/** A message of a conversation (an application) to the side that reads it. */
export function sendingMessage<T>(
  deps: Deps,
  message: { senderId: string; applicationId: string; to: 'candidate' | 'company' },
  work: () => Promise<T>,
): Promise<T> {
  return spending(
    deps,
    [
      { key: `messages:sender:${message.senderId}`, ...LIMITS.messages.sender, cost: 1 },
      { key: `messages:recipient:${message.applicationId}:${message.to}`, ...LIMITS.messages.recipient, cost: 1 },
    ],
    work,
  );
}

/**
 * One e-mail to each candidate of a bulk action, on behalf of a recruiter and a company; each application
 * also spends its own allowance of the recruiters' e-mails (the interview invites' and offers'), so no candidate is
 * flooded by repeated bulk actions.
 */
export function sendingInBulk<T>(
  deps: Deps,
  send: { senderId: string; workspaceId: string; applicationIds: string[] },
  work: () => Promise<T>,
): Promise<T> {
  const cost = send.applicationIds.length;
  return spending(
    deps,
    [
      { key: `bulk:sender:${send.senderId}`, ...LIMITS.bulk.sender, cost },
      { key: `bulk:workspace:${send.workspaceId}`, ...LIMITS.bulk.workspace, cost },
      ...send.applicationIds.map((id) => ({ key: `hiring:recipient:${id}`, ...LIMITS.hiring.recipient, cost: 1 })),
    ],
    work,
  );
}

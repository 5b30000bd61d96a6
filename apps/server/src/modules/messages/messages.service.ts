import { type Actor, type ConversationDetails, type ConversationPage, grantsOf } from '@trilha/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { WorkspaceAccess } from '../../platform/http/workspace-access.ts';
import { sendingMessage } from '../../platform/mail/send-limits.ts';
import { assertRecruiterMay, type LoadedApplication, loadOwnApplication } from '../applications/index.ts';
import { assertMayReachOut } from '../workspaces/index.ts';
import { findAnswerReminder } from './answer-reminders.data.ts';
import { tellCandidate } from './message-mails.ts';
import {
  type ConversationRow,
  candidateConversations,
  companyConversations,
  findMessage,
  findParties,
  insertMessage,
  type MessageRow,
  markConversationRead,
  messagesOf,
  type PartiesRow,
  unreadOf,
} from './messages.data.ts';

/** The side a caller reads: the candidate reads the company's messages, the company the candidate's. */
type Side = 'candidate' | 'company';
const othersFromCompany = (side: Side) => side === 'candidate';

const partiesOf = (row: PartiesRow) => ({
  applicationId: row.applicationId,
  position: { id: row.positionId, title: row.positionTitle },
  company: { id: row.companyId, name: row.companyName, subdomain: row.companySubdomain, avatarUrl: row.companyAvatarUrl },
  candidate: { id: row.candidateId, name: row.candidateName, avatarUrl: row.candidateAvatarUrl },
});

const messageOf = (row: MessageRow) => ({
  id: row.id,
  body: row.body,
  fromCompany: row.fromCompany,
  senderName: row.senderName,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

function pageOf(rows: ConversationRow[], totalUnread: number, page: number, limit: number): ConversationPage {
  return {
    items: rows.map((row) => ({
      ...partiesOf(row),
      lastMessage: { body: row.lastBody, fromCompany: row.lastFromCompany, createdAt: row.lastAt.toISOString() },
      unread: row.unread,
    })),
    page,
    limit,
    total: rows[0]?.total ?? 0,
    totalUnread,
  };
}

async function detailsOf(deps: Deps, applicationId: string, side: Side): Promise<ConversationDetails> {
  const [parties, messages, unread, reminder] = await Promise.all([
    findParties(deps.db, applicationId),
    messagesOf(deps.db, applicationId),
    unreadOf(deps.db, applicationId, othersFromCompany(side)),
    findAnswerReminder(deps.db, applicationId),
  ]);
  if (!parties) throw new AppError('application.not_found');
  return { ...partiesOf(parties), messages: messages.map(messageOf), unread, reminderSentAt: reminder?.toISOString() ?? null };
}

/** A given-up application's conversation is over: neither side writes to it. */
function assertOpen(loaded: LoadedApplication) {
  if (loaded.application.status === 'given_up') throw new AppError('message.closed');
}

async function created(deps: Deps, id: string) {
  const row = await findMessage(deps.db, id);
  if (!row) throw new AppError('application.not_found');
  return messageOf(row);
}

// The candidate's side: only the caller's own applications.

export async function listMyConversations(
  deps: Deps,
  userId: string,
  query: { aggregator?: string | undefined; page: number; limit: number },
) {
  const { rows, totalUnread } = await candidateConversations(
    deps.db,
    userId,
    query.aggregator ?? null,
    query.limit,
    (query.page - 1) * query.limit,
  );
  return pageOf(rows, totalUnread, query.page, query.limit);
}

export async function getMyConversation(deps: Deps, userId: string, applicationId: string) {
  const loaded = await loadOwnApplication(deps, userId, applicationId);
  return detailsOf(deps, loaded.application.id, 'candidate');
}

/**
 * The candidate writes to the company: nobody is e-mailed (the recruiters see it in their lists). Both sides' messages
 * spend the sender's and the conversation's allowances (platform/mail/send-limits.ts).
 */
export async function writeToCompany(deps: Deps, userId: string, input: { applicationId: string; body: string }) {
  const loaded = await loadOwnApplication(deps, userId, input.applicationId);
  assertOpen(loaded);
  const applicationId = loaded.application.id;
  const id = await sendingMessage(deps, { senderId: userId, applicationId, to: 'company' }, () =>
    insertMessage(deps.db, { applicationId, senderId: userId, fromCompany: false, body: input.body, createdAt: deps.clock.now() }),
  );
  return created(deps, id);
}

export async function readMyConversation(deps: Deps, userId: string, applicationId: string) {
  const loaded = await loadOwnApplication(deps, userId, applicationId);
  await markConversationRead(deps.db, loaded.application.id, true, deps.clock.now());
  return { unread: 0 };
}

// The company's side: the applications of its positions the recruiter may see.

export async function listCompanyConversations(
  deps: Deps,
  caller: { workspaceId: string; actor: Actor; userId: string },
  query: { page: number; limit: number },
) {
  const { rows, totalUnread } = await companyConversations(
    deps.db,
    caller.workspaceId,
    grantsOf(caller.actor).has('recruitment.positions.all'),
    caller.userId,
    query.limit,
    (query.page - 1) * query.limit,
  );
  return pageOf(rows, totalUnread, query.page, query.limit);
}

export async function getCandidateConversation(deps: Deps, actor: Actor, loaded: LoadedApplication) {
  assertRecruiterMay(actor, 'recruitment.positions.view', loaded.position);
  return detailsOf(deps, loaded.application.id, 'company');
}

/**
 * A recruiter writes to the candidate, who is told by e-mail through the outbox, in the same transaction: at once, or
 * with the conversation's other messages of the interval in one e-mail (message-mails.ts).
 */
export async function writeToCandidate(
  deps: Deps,
  access: Pick<WorkspaceAccess, 'actor' | 'workspace'>,
  userId: string,
  loaded: LoadedApplication,
  body: string,
) {
  assertRecruiterMay(access.actor, 'recruitment.positions.view', loaded.position);
  assertMayReachOut(access.workspace);
  assertOpen(loaded);
  const applicationId = loaded.application.id;
  const id = await sendingMessage(deps, { senderId: userId, applicationId, to: 'candidate' }, () =>
    deps.db.transaction(async (tx) => {
      const inserted = await insertMessage(tx, { applicationId, senderId: userId, fromCompany: true, body, createdAt: deps.clock.now() });
      await tellCandidate(deps, tx, applicationId);
      return inserted;
    }),
  );
  return created(deps, id);
}

export async function readCandidateConversation(deps: Deps, actor: Actor, loaded: LoadedApplication) {
  assertRecruiterMay(actor, 'recruitment.positions.view', loaded.position);
  await markConversationRead(deps.db, loaded.application.id, false, deps.clock.now());
  return { unread: 0 };
}

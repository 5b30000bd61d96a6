import { type ApplicationHiring, OFFER_TTL_DAYS, type Offer } from '@trilha/contract';
import { hashToken, newToken } from '../../platform/auth/tokens.ts';
import { DAY } from '../../platform/clock.ts';
import { UUID_PATTERN } from '../../platform/db/errors.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { WorkspaceAccess } from '../../platform/http/workspace-access.ts';
import { sendingToCandidate } from '../../platform/mail/send-limits.ts';
import {
  addApplicationEvent,
  assertRecruiterMay,
  type LoadedApplication,
  loadOwnApplication,
  setApplicationStage,
} from '../applications/index.ts';
import { emitApplicationWebhookEvent } from '../integrations/index.ts';
import { assertMayReachOut } from '../workspaces/index.ts';
import {
  cancelOfferRow,
  decideOfferRow,
  findCandidateContact,
  findOffer,
  findOfferByHash,
  insertOffer,
  listOffers,
  listPendingOffersOf,
  type OfferRow,
} from './hiring.data.ts';
import { cancellationMail, offerMail } from './hiring-mail.ts';
import { assertUnderAnalysis, forwardStage, interviewsOf } from './interviews.service.ts';

const OFFER_TTL_MS = OFFER_TTL_DAYS * DAY;
/** Tokens are 43 URL-safe characters; anything else is not an offer link. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

/** The status people see: a pending offer past its expiry is expired. */
const displayedStatus = (row: OfferRow, now: Date): Offer['status'] =>
  row.status === 'pending' && row.expiresAt <= now ? 'expired' : (row.status as Offer['status']);

const toOffer = (row: OfferRow, now: Date): Offer => ({
  id: row.id,
  applicationId: row.applicationId,
  positionId: row.positionId,
  positionTitle: row.positionTitle,
  companyName: row.companyName,
  companySubdomain: row.companySubdomain,
  salary: row.salary,
  startDate: row.startDate,
  message: row.message,
  status: displayedStatus(row, now),
  declineNotes: row.declineNotes,
  expiresAt: row.expiresAt.toISOString(),
  decidedAt: row.decidedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});

interface OfferInput {
  salary: string;
  startDate: string;
  message: string | null;
}

/**
 * The recruiter's offer: single-use token (only its hash kept), the offer stage, its history line and the e-mail;
 * refused whole past the recruiter's or the application's allowance (platform/mail/send-limits.ts).
 */
export async function createOffer(
  deps: Deps,
  access: WorkspaceAccess,
  loaded: LoadedApplication,
  recruiterId: string,
  form: OfferInput,
): Promise<Offer> {
  assertRecruiterMay(access.actor, 'recruitment.positions.manage', loaded.position);
  assertMayReachOut(access.workspace);
  assertUnderAnalysis(loaded);
  const now = deps.clock.now();
  const expiresAt = new Date(now.getTime() + OFFER_TTL_MS);
  const token = newToken();
  const { application } = loaded;
  const sending = { senderId: recruiterId, applicationId: application.id };
  const row = await sendingToCandidate(deps, sending, () =>
    deps.db.transaction(async (tx) => {
      const id = await insertOffer(tx, {
        ...form,
        applicationId: application.id,
        tokenHash: hashToken(token),
        expiresAt,
        createdBy: recruiterId,
        at: now,
      });
      await setApplicationStage(tx, application.id, forwardStage(application.stage, 'offer'), now);
      await addApplicationEvent(tx, application.id, { kind: 'offer', detail: 'sent', actorId: recruiterId, at: now });
      const created = await findOffer(tx, id);
      const reader = await findCandidateContact(tx, application.userId);
      if (!created || !reader) throw new AppError('internal');
      await deps.mailer.enqueue(tx, offerMail(deps.config, reader, created, token, OFFER_TTL_DAYS, expiresAt));
      return created;
    }),
  );
  return toOffer(row, now);
}

/** The recruiter withdraws a pending offer of this application: its link stops working; history line and e-mail. */
export async function cancelOffer(
  deps: Deps,
  access: WorkspaceAccess,
  loaded: LoadedApplication,
  recruiterId: string,
  offerId: string,
): Promise<Offer> {
  assertRecruiterMay(access.actor, 'recruitment.positions.manage', loaded.position);
  const row = UUID_PATTERN.test(offerId) ? await findOffer(deps.db, offerId) : null;
  if (!row || row.applicationId !== loaded.application.id) throw new AppError('offer.not_found');
  const now = deps.clock.now();
  assertPending(row, now);
  const cancelled = await deps.db.transaction(async (tx) => {
    if (!(await cancelOfferRow(tx, row.id, now))) {
      const current = await findOffer(tx, row.id);
      if (current) assertPending(current, now);
      throw new AppError('offer.not_found');
    }
    await addApplicationEvent(tx, row.applicationId, { kind: 'offer', detail: 'cancelled', actorId: recruiterId, at: now });
    const reader = await findCandidateContact(tx, loaded.application.userId);
    if (reader) await deps.mailer.enqueue(tx, cancellationMail(deps.config, reader, row, 'offer', loaded.application.id));
    return findOffer(tx, row.id);
  });
  if (!cancelled) throw new AppError('offer.not_found');
  return toOffer(cancelled, now);
}

/** The recruiter's candidate page: the application's interviews and offers. */
export async function getApplicationHiring(deps: Deps, access: WorkspaceAccess, loaded: LoadedApplication): Promise<ApplicationHiring> {
  assertRecruiterMay(access.actor, 'recruitment.positions.view', loaded.position);
  const now = deps.clock.now();
  const [interviews, offers] = await Promise.all([interviewsOf(deps, loaded.application.id), listOffers(deps.db, loaded.application.id)]);
  return { interviews, offers: offers.map((row) => toOffer(row, now)) };
}

/** The candidate's application page: its interviews and offers (another person's application is not found). */
export async function getMyApplicationHiring(deps: Deps, userId: string, applicationId: string): Promise<ApplicationHiring> {
  const loaded = await loadOwnApplication(deps, userId, applicationId);
  const now = deps.clock.now();
  const [interviews, offers] = await Promise.all([interviewsOf(deps, loaded.application.id), listOffers(deps.db, loaded.application.id)]);
  return { interviews, offers: offers.map((row) => toOffer(row, now)) };
}

export async function listPendingOffers(deps: Deps, userId: string): Promise<{ items: Offer[] }> {
  const now = deps.clock.now();
  return { items: (await listPendingOffersOf(deps.db, userId, now)).map((row) => toOffer(row, now)) };
}

/** Only the candidate reaches their offer: someone else's, an unknown id or a random token are all not found. */
function ownOffer(row: OfferRow | null, userId: string): OfferRow {
  if (!row || row.candidateId !== userId) throw new AppError('offer.not_found');
  return row;
}
const offerById = async (deps: Deps, userId: string, id: string) =>
  ownOffer(UUID_PATTERN.test(id) ? await findOffer(deps.db, id) : null, userId);
const offerByHash = async (deps: Deps, userId: string, token: string) =>
  ownOffer(TOKEN_PATTERN.test(token) ? await findOfferByHash(deps.db, hashToken(token)) : null, userId);

/** Refuses an offer that can no longer be answered, with its own accept or decline error. */
function assertPending(row: OfferRow, now: Date) {
  const status = displayedStatus(row, now);
  if (status === 'accepted') throw new AppError('offer.already_accepted');
  if (status === 'declined') throw new AppError('offer.already_declined');
  if (status === 'cancelled') throw new AppError('offer.cancelled');
  if (status === 'expired') throw new AppError('offer.expired');
}

/** Answers an offer once. Accepting leaves the stage at offer (the recruiter marks the hire); both go into the history. */
async function decide(deps: Deps, row: OfferRow, status: 'accepted' | 'declined', notes: string | null): Promise<Offer> {
  const now = deps.clock.now();
  assertPending(row, now);
  const decided = await deps.db.transaction(async (tx) => {
    if (!(await decideOfferRow(tx, row.id, status, notes, now))) {
      const current = await findOffer(tx, row.id);
      if (current) assertPending(current, now);
      throw new AppError('offer.not_found');
    }
    await addApplicationEvent(tx, row.applicationId, { kind: 'offer', detail: status, note: notes, at: now });
    await emitApplicationWebhookEvent(deps, tx, row.applicationId, 'offer.answered', { offerId: row.id, response: status });
    return findOffer(tx, row.id);
  });
  if (!decided) throw new AppError('offer.not_found');
  return toOffer(decided, now);
}

export const getOfferByHash = async (deps: Deps, userId: string, token: string) =>
  toOffer(await offerByHash(deps, userId, token), deps.clock.now());
export const confirmOfferByHash = async (deps: Deps, userId: string, token: string) =>
  decide(deps, await offerByHash(deps, userId, token), 'accepted', null);
export const declineOfferByHash = async (deps: Deps, userId: string, token: string, notes: string) =>
  decide(deps, await offerByHash(deps, userId, token), 'declined', notes);
export const acceptOfferById = async (deps: Deps, userId: string, id: string) =>
  decide(deps, await offerById(deps, userId, id), 'accepted', null);
export const declineOfferById = async (deps: Deps, userId: string, id: string, notes: string) =>
  decide(deps, await offerById(deps, userId, id), 'declined', notes);

import type { Queryable } from '../../platform/db/connect.ts';
import { statement } from '../../platform/db/statements.ts';

/** Where an interview or offer belongs: its application, the candidate, the position and its company. */
interface PlaceRow {
  applicationId: string;
  candidateId: string;
  positionId: string;
  positionTitle: string;
  companyName: string;
  companySubdomain: string | null;
}

export interface InterviewRow extends PlaceRow {
  id: string;
  scheduledAt: Date;
  durationMinutes: number | null;
  place: string | null;
  link: string | null;
  message: string | null;
  response: string;
  notes: string | null;
  respondedAt: Date | null;
  createdAt: Date;
}

export interface OfferRow extends PlaceRow {
  id: string;
  salary: string | null;
  startDate: string | null;
  message: string | null;
  status: string;
  declineNotes: string | null;
  expiresAt: Date;
  decidedAt: Date | null;
  createdAt: Date;
}

const PLACE = `a.id as "applicationId", a.user_id as "candidateId", p.id as "positionId", p.title as "positionTitle",
  w.name as "companyName", w.subdomain as "companySubdomain"`;
const PLACE_JOINS = `join applications a on a.id = x.application_id and a.deleted_at is null
  join positions p on p.id = a.position_id join workspaces w on w.id = a.workspace_id`;
const INTERVIEW = `select x.id, x.scheduled_at as "scheduledAt", x.duration_minutes as "durationMinutes", x.place, x.link, x.message,
  x.response, x.notes, x.responded_at as "respondedAt", x.created_at as "createdAt", ${PLACE}
  from interviews x ${PLACE_JOINS}`;
const OFFER = `select x.id, x.salary, to_char(x.start_date, 'YYYY-MM-DD') as "startDate", x.message, x.status,
  x.decline_notes as "declineNotes", x.expires_at as "expiresAt", x.decided_at as "decidedAt", x.created_at as "createdAt", ${PLACE}
  from offers x ${PLACE_JOINS}`;

const interviewById = statement<[string], InterviewRow>('hiring.interview_by_id', `${INTERVIEW} where x.id = $1::uuid`);
export const findInterview = async (q: Queryable, id: string) => (await interviewById.run(q, id))[0] ?? null;

const interviewsOf = statement<[string], InterviewRow>(
  'hiring.interviews_of_application',
  `${INTERVIEW} where x.application_id = $1::uuid order by x.created_at desc, x.id desc`,
);
export const listInterviews = (q: Queryable, applicationId: string) => interviewsOf.run(q, applicationId);

const insertInterviewSql = statement<[string, Date, number, string | null, string | null, string | null, string, Date], { id: string }>(
  'hiring.insert_interview',
  `insert into interviews (application_id, scheduled_at, duration_minutes, place, link, message, created_by, created_at)
   values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
);
interface NewInterview {
  applicationId: string;
  scheduledAt: Date;
  durationMinutes: number;
  place: string | null;
  link: string | null;
  message: string | null;
  createdBy: string;
  at: Date;
}
export async function insertInterview(q: Queryable, i: NewInterview): Promise<string> {
  const rows = await insertInterviewSql.run(
    q,
    i.applicationId,
    i.scheduledAt,
    i.durationMinutes,
    i.place,
    i.link,
    i.message,
    i.createdBy,
    i.at,
  );
  return rows[0]?.id ?? '';
}

const answerInterviewSql = statement<[string, string, string | null, Date], { id: string }>(
  'hiring.answer_interview',
  `update interviews set response = $2, notes = $3, responded_at = $4
   where id = $1::uuid and response in ('pending', 'accepted') returning id`,
);
/** Records the candidate's answer; false when the invite was rejected or cancelled meanwhile. */
export const answerInterviewRow = async (q: Queryable, id: string, response: string, notes: string | null, at: Date) =>
  (await answerInterviewSql.run(q, id, response, notes, at)).length > 0;

const cancelInterviewSql = statement<[string, Date], { id: string }>(
  'hiring.cancel_interview',
  `update interviews set response = 'cancelled', responded_at = $2
   where id = $1::uuid and response in ('pending', 'accepted') returning id`,
);
/** The company cancels an invite the candidate has not rejected; false when it was rejected or cancelled meanwhile. */
export const cancelInterviewRow = async (q: Queryable, id: string, at: Date) => (await cancelInterviewSql.run(q, id, at)).length > 0;

const offerById = statement<[string], OfferRow>('hiring.offer_by_id', `${OFFER} where x.id = $1::uuid`);
export const findOffer = async (q: Queryable, id: string) => (await offerById.run(q, id))[0] ?? null;

const offerByHash = statement<[string], OfferRow>('hiring.offer_by_hash', `${OFFER} where x.token_hash = $1`);
export const findOfferByHash = async (q: Queryable, tokenHash: string) => (await offerByHash.run(q, tokenHash))[0] ?? null;

const offersOf = statement<[string], OfferRow>(
  'hiring.offers_of_application',
  `${OFFER} where x.application_id = $1::uuid order by x.created_at desc, x.id desc`,
);
export const listOffers = (q: Queryable, applicationId: string) => offersOf.run(q, applicationId);

const pendingOf = statement<[string, Date], OfferRow>(
  'hiring.pending_offers_of_user',
  `${OFFER} where a.user_id = $1::uuid and x.status = 'pending' and x.expires_at > $2 order by x.created_at desc, x.id desc limit 50`,
);
export const listPendingOffersOf = (q: Queryable, userId: string, now: Date) => pendingOf.run(q, userId, now);

const insertOfferSql = statement<[string, string, string, string, string | null, Date, string, Date], { id: string }>(
  'hiring.insert_offer',
  `insert into offers (application_id, token_hash, salary, start_date, message, expires_at, created_by, created_at)
   values ($1, $2, $3, $4::date, $5, $6, $7, $8) returning id`,
);
interface NewOffer {
  applicationId: string;
  tokenHash: string;
  salary: string;
  startDate: string;
  message: string | null;
  expiresAt: Date;
  createdBy: string;
  at: Date;
}
export async function insertOffer(q: Queryable, o: NewOffer): Promise<string> {
  const rows = await insertOfferSql.run(q, o.applicationId, o.tokenHash, o.salary, o.startDate, o.message, o.expiresAt, o.createdBy, o.at);
  return rows[0]?.id ?? '';
}

const decideOfferSql = statement<[string, string, string | null, Date], { id: string }>(
  'hiring.decide_offer',
  `update offers set status = $2, decline_notes = $3, decided_at = $4
   where id = $1::uuid and status = 'pending' and expires_at > $4 returning id`,
);
/** Answers a pending, unexpired offer once; false when someone answered it first or it expired. */
export const decideOfferRow = async (q: Queryable, id: string, status: 'accepted' | 'declined', notes: string | null, at: Date) =>
  (await decideOfferSql.run(q, id, status, notes, at)).length > 0;

const cancelOfferSql = statement<[string, Date], { id: string }>(
  'hiring.cancel_offer',
  `update offers set status = 'cancelled', decided_at = $2
   where id = $1::uuid and status = 'pending' and expires_at > $2 returning id`,
);
/** The company withdraws a pending, unexpired offer (its link stops working); false when it was answered or expired first. */
export const cancelOfferRow = async (q: Queryable, id: string, at: Date) => (await cancelOfferSql.run(q, id, at)).length > 0;

const recipient = statement<[string], { email: string; name: string; language: string }>(
  'hiring.candidate_contact',
  'select email, name, language from users where id = $1::uuid',
);
/** Who the e-mail goes to. */
export const findCandidateContact = async (q: Queryable, userId: string) => (await recipient.run(q, userId))[0] ?? null;

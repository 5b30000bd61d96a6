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
  workspaceId: string;
  /** who invited: the organiser on the calendars; a recruiter's chosen times never overlap */
  recruiterId: string | null;
  scheduledAt: Date | null;
  slots: Date[];
  sequence: number;
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
const INTERVIEW = `select x.id, a.workspace_id as "workspaceId", x.created_by as "recruiterId", x.scheduled_at as "scheduledAt",
  x.slots, x.sequence, x.duration_minutes as "durationMinutes", x.place, x.link, x.message,
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

const insertInterviewSql = statement<
  [string, Date | null, Date[], number, string | null, string | null, string | null, string, Date],
  { id: string }
>(
  'hiring.insert_interview',
  `insert into interviews (application_id, scheduled_at, slots, duration_minutes, place, link, message, created_by, created_at)
   values ($1, $2, $3::timestamptz[], $4, $5, $6, $7, $8, $9) returning id`,
);
interface NewInterview {
  applicationId: string;
  scheduledAt: Date | null;
  slots: Date[];
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
    i.slots,
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
  `update interviews set response = $2, notes = $3, responded_at = $4,
     sequence = sequence + case when $2 = 'rejected' and scheduled_at is not null then 1 else 0 end
   where id = $1::uuid and response in ('pending', 'accepted') and (scheduled_at is not null or $2 = 'rejected') returning id`,
);
/** Records the candidate's answer; false when the invite was rejected or cancelled meanwhile. */
export const answerInterviewRow = async (q: Queryable, id: string, response: string, notes: string | null, at: Date) =>
  (await answerInterviewSql.run(q, id, response, notes, at)).length > 0;

const cancelInterviewSql = statement<[string, Date], { id: string }>(
  'hiring.cancel_interview',
  `update interviews set response = 'cancelled', responded_at = $2, sequence = sequence + 1
   where id = $1::uuid and response in ('pending', 'accepted') returning id`,
);
/** The company cancels an invite the candidate has not rejected; false when it was rejected or cancelled meanwhile. */
export const cancelInterviewRow = async (q: Queryable, id: string, at: Date) => (await cancelInterviewSql.run(q, id, at)).length > 0;

const moveInterviewSql = statement<[string, Date | null, Date[], number, string | null, string | null, string | null], { id: string }>(
  'hiring.move_interview',
  `update interviews set scheduled_at = $2, slots = $3::timestamptz[], duration_minutes = $4, place = $5, link = $6, message = $7,
     response = 'pending', notes = null, responded_at = null, sequence = sequence + 1
   where id = $1::uuid and response in ('pending', 'accepted') returning id`,
);
/** A new time (or new times to choose from) for a live invite, which waits for the candidate's answer again. */
export const moveInterviewRow = async (q: Queryable, id: string, i: Omit<NewInterview, 'applicationId' | 'createdBy' | 'at'>) =>
  (await moveInterviewSql.run(q, id, i.scheduledAt, i.slots, i.durationMinutes, i.place, i.link, i.message)).length > 0;

const chooseSlotSql = statement<[string, Date, string | null, Date], { id: string }>(
  'hiring.choose_interview_slot',
  `update interviews set scheduled_at = $2, response = 'accepted', notes = $3, responded_at = $4, sequence = sequence + 1
   where id = $1::uuid and response = 'pending' and scheduled_at is null and $2 = any(slots) returning id`,
);
/** The candidate's pick of an offered time, which accepts the invite; false when it was answered or cancelled meanwhile. */
export const chooseSlotRow = async (q: Queryable, id: string, slot: Date, notes: string | null, at: Date) =>
  (await chooseSlotSql.run(q, id, slot, notes, at)).length > 0;

const lockTimesSql = statement<[string], never>(
  'hiring.lock_recruiter_times',
  `select pg_advisory_xact_lock(hashtextextended('interview-times:' || $1, 0))`,
);
/** Serialises the picks of one recruiter's times until the transaction ends, so two candidates never take overlapping ones. */
export const lockRecruiterTimes = async (q: Queryable, recruiterId: string) => {
  await lockTimesSql.run(q, recruiterId);
};

/** The longest interview the form accepts, in minutes: how far back an overlapping interview may start. */
const LONGEST_INTERVIEW_MINUTES = 600;
const clashSql = statement<[string, string, Date, number], { id: string }>(
  'hiring.recruiter_time_clash',
  `select x.id from interviews x
   where x.scheduled_at > $3::timestamptz - make_interval(mins => ${LONGEST_INTERVIEW_MINUTES})
     and x.scheduled_at < $3::timestamptz + make_interval(mins => $4::int)
     and x.scheduled_at + make_interval(mins => coalesce(x.duration_minutes, 60)) > $3::timestamptz
     and x.response in ('pending', 'accepted') and x.scheduled_at is not null
     and x.created_by = $1::uuid and x.id <> $2::uuid
   limit 1`,
);
/** Whether the recruiter already has another live interview overlapping [start, start + minutes). */
export const recruiterTimeTaken = async (q: Queryable, recruiterId: string, interviewId: string, start: Date, minutes: number) =>
  (await clashSql.run(q, recruiterId, interviewId, start, minutes)).length > 0;

interface CalendarRow {
  interviewId: string;
  applicationId: string;
  positionId: string;
  positionTitle: string;
  candidateName: string;
  startsAt: Date;
  durationMinutes: number | null;
  status: 'confirmed' | 'offered';
  link: string | null;
  place: string | null;
}
/** [workspace, from, to, only positions linked to this user (null: all)] */
const calendarSql = statement<[string, Date, Date, string | null], CalendarRow>(
  'hiring.interview_calendar',
  `with live as (
     select x.*, x.scheduled_at as starts_at, 'confirmed' as status from interviews x
     where x.scheduled_at >= $2 and x.scheduled_at < $3 and x.response in ('pending', 'accepted') and x.scheduled_at is not null
     union all
     select x.*, s.at as starts_at, 'offered' as status from interviews x cross join lateral unnest(x.slots) as s(at)
     where x.response = 'pending' and x.scheduled_at is null and s.at >= $2 and s.at < $3
   )
   select l.id as "interviewId", a.id as "applicationId", p.id as "positionId", p.title as "positionTitle",
     u.name as "candidateName", l.starts_at as "startsAt", l.duration_minutes as "durationMinutes", l.status,
     l.link, l.place
   from live l join applications a on a.id = l.application_id and a.deleted_at is null
     join positions p on p.id = a.position_id join users u on u.id = a.user_id
   where a.workspace_id = $1::uuid
     and ($4::uuid is null or exists (select 1 from position_members pm where pm.position_id = a.position_id and pm.user_id = $4::uuid))
   order by l.starts_at, l.id
   limit 500`,
);
/** The company's live interviews and offered times in [from, to), by time. */
export const listCalendar = (q: Queryable, workspaceId: string, from: Date, to: Date, linkedTo: string | null) =>
  calendarSql.run(q, workspaceId, from, to, linkedTo);

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

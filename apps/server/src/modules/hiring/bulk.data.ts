import type { Queryable } from '../../platform/db/connect.ts';
import { statement } from '../../platform/db/statements.ts';

/** A candidate of a bulk action, locked until the action's transaction ends. */
export interface BulkCandidateRow {
  applicationId: string;
  status: string;
  stage: string;
  email: string;
  /** the first name, as the templates greet ({{nome}}) */
  firstName: string;
}

// by primary key; rows locked so a move at the same time waits and finds them changed
const lockCandidates = statement<[string, string[]], BulkCandidateRow>(
  'hiring.bulk_lock_candidates',
  `select a.id as "applicationId", a.status, a.stage, u.email, u.name as "firstName"
   from applications a join users u on u.id = a.user_id
   where a.id = any($2::uuid[]) and a.position_id = $1::uuid and a.deleted_at is null
   order by a.id for update of a`,
);
/** The position's applications among `ids` (others are left out), locked. */
export const lockBulkCandidates = (q: Queryable, positionId: string, ids: string[]) => lockCandidates.run(q, positionId, ids);

const move = statement<[string[], string, string, (string | null)[], Date], { id: string }>(
  'hiring.bulk_move',
  `update applications a set stage = $2, status = $3, closing_message = coalesce(v.message, a.closing_message),
     closed_at = case when $3 = 'closed' then $5 else a.closed_at end, updated_at = $5
   from unnest($1::uuid[], $4::text[]) as v(id, message) where a.id = v.id returning a.id`,
);
/** Moves the applications to `stage` (rejected closes them, with each one's message for the candidate). */
export const moveApplications = async (
  q: Queryable,
  change: { ids: string[]; stage: string; status: string; closingMessages: (string | null)[]; at: Date },
) => (await move.run(q, change.ids, change.stage, change.status, change.closingMessages, change.at)).length;

const events = statement<[string[], string, string, (string | null)[], string, Date], { id: string }>(
  'hiring.bulk_events',
  `insert into application_events (application_id, kind, detail, note, actor_id, at)
   select v.id, $2, $3, v.note, $5::uuid, $6 from unnest($1::uuid[], $4::text[]) as v(id, note) returning id`,
);
/** One history line per application. */
export const addBulkEvents = async (
  q: Queryable,
  event: { ids: string[]; kind: string; detail: string; notes: (string | null)[]; actorId: string; at: Date },
) => {
  await events.run(q, event.ids, event.kind, event.detail, event.notes, event.actorId, event.at);
};

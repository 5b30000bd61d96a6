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

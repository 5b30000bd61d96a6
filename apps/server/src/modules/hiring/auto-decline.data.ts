import type { Queryable } from '../../platform/db/connect.ts';
import { statement } from '../../platform/db/statements.ts';
import type { BulkCandidateRow } from './bulk.data.ts';

/** A knocked-out candidate whose position declines them automatically and whose delay has passed. */
interface DueDeclineRow extends BulkCandidateRow {
  positionId: string;
  positionTitle: string;
  companyId: string;
  companyName: string;
  templateId: string;
}

/**
 * Applications under analysis that failed an eliminatory question, still where they arrived (new or screening: a
 * candidate a recruiter moved on is theirs to decide), on a position whose questions step declines automatically,
 * sent at least its delay ago. Read through applications_knocked_out_idx (only the knocked-out applications under
 * analysis), locked and skipped by another process's run, a hundred at a time.
 */
const dueSql = statement<[Date], DueDeclineRow>(
  'hiring.due_auto_declines',
  `select a.id as "applicationId", a.status, a.stage, u.email, u.name as "firstName", p.id as "positionId",
     p.title as "positionTitle", w.id as "companyId", w.name as "companyName", position_step->'autoDecline'->>'templateId' as "templateId"
   from applications a
     join positions p on p.id = a.position_id
     join workspaces w on w.id = a.workspace_id
     join users u on u.id = a.user_id
     cross join lateral jsonb_array_elements(p.steps) as ps(position_step)
   where a.status = 'under_analysis' and a.deleted_at is null and a.submitted_at is not null
     and a.answers->'questions' @> '[{"knockedOut": true}]'
     and a.stage in ('new', 'screening')
     and position_step->>'kind' = 'questions' and jsonb_typeof(position_step->'autoDecline') = 'object'
     and a.submitted_at <= $1::timestamptz - make_interval(hours => (position_step->'autoDecline'->>'afterHours')::int)
   order by a.submitted_at, a.id
   limit 100
   for update of a skip locked`,
);
/** The candidates due for an automatic decline, locked until the caller's transaction ends. */
export const lockDueDeclines = (q: Queryable, now: Date) => dueSql.run(q, now);

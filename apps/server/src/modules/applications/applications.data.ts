import type { Queryable } from '../../platform/db/connect.ts';
import { UUID_PATTERN } from '../../platform/db/errors.ts';
import { statement } from '../../platform/db/statements.ts';
import { memberOf } from '../../platform/membership-sql.ts';

/** An application row as the services read it (camelCase, timestamps as Date). */
export interface ApplicationRecord {
  id: string;
  userId: string;
  positionId: string;
  workspaceId: string;
  aggregatorId: string | null;
  status: 'in_progress' | 'under_analysis' | 'closed' | 'given_up';
  step: string;
  stage: string;
  answers: Record<string, unknown>;
  answerBy: string | null;
  closingMessage: string | null;
  internal: boolean;
  submittedAt: Date | null;
  closedAt: Date | null;
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const COLUMNS = `a.id, a.user_id as "userId", a.position_id as "positionId", a.workspace_id as "workspaceId",
  a.aggregator_id as "aggregatorId", a.status, a.step, a.stage, a.answers, to_char(a.answer_by, 'YYYY-MM-DD') as "answerBy",
  a.closing_message as "closingMessage", a.internal, a.submitted_at as "submittedAt", a.closed_at as "closedAt",
  a.deleted_at as "deletedAt", a.created_at as "createdAt", a.updated_at as "updatedAt"`;

const byId = statement<[string], ApplicationRecord>('applications.by_id', `select ${COLUMNS} from applications a where a.id = $1::uuid`);
export const findApplication = async (q: Queryable, id: string) => (await byId.run(q, id))[0] ?? null;

const live = statement<[string, string], ApplicationRecord>(
  'applications.live_of_user_position',
  `select ${COLUMNS} from applications a
   where a.user_id = $1::uuid and a.position_id = $2::uuid and a.status <> 'given_up' and a.deleted_at is null`,
);
export const findLiveApplication = async (q: Queryable, userId: string, positionId: string) =>
  (await live.run(q, userId, positionId))[0] ?? null;

const invitation = statement<[string, string], { message: string | null; invitedAt: Date }>(
  'applications.invitation',
  `select i.message, i.created_at as "invitedAt" from application_invites i
   where i.user_id = $1::uuid and i.position_id = $2::uuid and i.status <> 'cancelled'
   order by i.created_at desc limit 1`,
);
/** The company's latest invite to this person for the position: an application shows it as part of itself. */
export const findInvitation = async (q: Queryable, userId: string, positionId: string) =>
  (await invitation.run(q, userId, positionId))[0] ?? null;

export interface NewApplication {
  userId: string;
  positionId: string;
  workspaceId: string;
  aggregatorId: string | null;
  status: string;
  step: string;
  internal: boolean;
  answerBy: string | null;
  submittedAt: Date | null;
  /** where the candidate came from (search, job_alert, public_page, invite, direct or a link's own origin) */
  source: string;
  at: Date;
}
const insert = statement<
  [string, string, string, string | null, string, string, boolean, string | null, Date | null, Date, string],
  { id: string }
>(
  'applications.insert',
  `insert into applications (user_id, position_id, workspace_id, aggregator_id, status, step, internal, answer_by, submitted_at, created_at, updated_at, source)
   values ($1, $2, $3, $4, $5, $6, $7, $8::date, $9, $10, $10, $11)
   on conflict do nothing returning id`,
);
/** Inserts an application; null when the person already has a live one for the position. */
export async function insertApplication(q: Queryable, a: NewApplication): Promise<string | null> {
  const rows = await insert.run(
    q,
    a.userId,
    a.positionId,
    a.workspaceId,
    a.aggregatorId,
    a.status,
    a.step,
    a.internal,
    a.answerBy,
    a.submittedAt,
    a.at,
    a.source,
  );
  return rows[0]?.id ?? null;
}

export interface ApplicationChange {
  status: string;
  step: string;
  stage: string;
  answers: Record<string, unknown>;
  answerBy: string | null;
  closingMessage: string | null;
  submittedAt: Date | null;
  closedAt: Date | null;
}
const update = statement<
  [string, string, string, string, string, string | null, string | null, Date | null, Date | null, Date],
  { id: string }
>(
  'applications.update',
  `update applications set status = $2, step = $3, stage = $4, answers = $5::jsonb, answer_by = $6::date,
     closing_message = $7, submitted_at = $8, closed_at = $9, updated_at = $10
   where id = $1::uuid returning id`,
);
export async function updateApplication(q: Queryable, id: string, change: ApplicationChange, at: Date) {
  await update.run(
    q,
    id,
    change.status,
    change.step,
    change.stage,
    JSON.stringify(change.answers),
    change.answerBy,
    change.closingMessage,
    change.submittedAt,
    change.closedAt,
    at,
  );
}

const markDeleted = statement<[string, Date], { id: string }>(
  'applications.mark_deleted',
  'update applications set deleted_at = $2 where id = $1::uuid and deleted_at is null returning id',
);
export const markApplicationDeleted = async (q: Queryable, id: string, at: Date) => (await markDeleted.run(q, id, at)).length > 0;

const feedback = statement<[string, string, Date], { applicationId: string }>(
  'applications.feedback',
  `insert into application_feedback (application_id, feedback, created_at) values ($1, $2, $3)
   on conflict do nothing returning application_id as "applicationId"`,
);
export const insertFeedback = async (q: Queryable, id: string, text: string, at: Date) => (await feedback.run(q, id, text, at)).length > 0;

export interface EventRecord {
  id: string;
  kind: string;
  detail: string | null;
  note: string | null;
  at: Date;
  actorName: string | null;
}
const addEvent = statement<[string, string, string | null, string | null, string | null, Date], { id: string }>(
  'applications.add_event',
  `insert into application_events (application_id, kind, detail, note, actor_id, at) values ($1, $2, $3, $4, $5, $6) returning id`,
);
/** Adds a move to an application's history (never edited afterwards). */
export async function addApplicationEvent(
  q: Queryable,
  applicationId: string,
  event: { kind: string; detail?: string | null; note?: string | null; actorId?: string | null; at: Date },
) {
  await addEvent.run(q, applicationId, event.kind, event.detail ?? null, event.note ?? null, event.actorId ?? null, event.at);
}

const events = statement<[string, boolean], EventRecord>(
  'applications.events',
  `select e.id, e.kind, e.detail, e.note, e.at,
     case when $2 and e.actor_id is distinct from a.user_id then nullif(trim(u.name || ' ' || u.last_name), '') end as "actorName"
   from application_events e join applications a on a.id = e.application_id left join users u on u.id = e.actor_id
   where e.application_id = $1::uuid order by e.at, e.seq`,
);
/** An application's history, oldest first; `withActors` names who moved it (the company side). */
export const listApplicationEvents = (q: Queryable, applicationId: string, withActors: boolean) => events.run(q, applicationId, withActors);

const TAB_STATUSES = { 'under-analysis': ['under_analysis'], unfinished: ['in_progress'], closed: ['closed', 'given_up'] } as const;
export type TabName = keyof typeof TAB_STATUSES;

interface PageRow extends ApplicationRecord {
  total: number;
  unreadMessages: number;
}
// The candidate's tabs: served by applications_user_status_idx; the count is of one person's applications only.
const FILTER = (alias: string) => `${alias}.user_id = $1::uuid and ${alias}.status = any($2::text[]) and ${alias}.deleted_at is null
  and ($3::uuid is null or ${alias}.aggregator_id = $3::uuid) and ($4::uuid is null or ${alias}.workspace_id = $4::uuid)
  and (not $5 or exists (select 1 from application_messages x where x.application_id = ${alias}.id and x.from_company))`;
const userPage = statement<[string, string[], string | null, string | null, boolean, number, number], PageRow>(
  'applications.user_page',
  `select ${COLUMNS},
     (select count(*) from applications c where ${FILTER('c')})::int as total,
     (select count(*) from application_messages m where m.application_id = a.id and m.from_company and m.read_at is null)::int as "unreadMessages"
   from applications a
   where ${FILTER('a')}
   order by a.updated_at desc, a.id desc limit $6 offset $7`,
);
/** One page of a candidate's applications in a tab, through a portal or to one company when given. */
export async function userApplicationPage(
  q: Queryable,
  userId: string,
  tab: TabName,
  filter: { aggregatorId: string | null; companyId: string | null; withCompanyMessages: boolean },
  limit: number,
  offset: number,
) {
  const statuses = [...TAB_STATUSES[tab]];
  const rows = await userPage.run(q, userId, statuses, filter.aggregatorId, filter.companyId, filter.withCompanyMessages, limit, offset);
  return { rows, total: rows[0]?.total ?? 0 };
}

const unreadOf = statement<[string], { unread: number }>(
  'applications.unread_for_candidate',
  `select count(*)::int as unread from application_messages m
   where m.application_id = $1::uuid and m.from_company and m.read_at is null`,
);
export const unreadForCandidate = async (q: Queryable, applicationId: string) => (await unreadOf.run(q, applicationId))[0]?.unread ?? 0;

// a company's member who has not accepted its terms is not one yet (membership-sql.ts)
const member = statement<[string, string], { ok: number }>(
  'applications.is_member',
  `select 1 as ok where ${memberOf('$1::uuid', '$2::uuid')}`,
);
export const isCompanyMember = async (q: Queryable, workspaceId: string, userId: string) =>
  (await member.run(q, workspaceId, userId)).length > 0;

const workspaceKey = statement<[string | null, string], { id: string; type: string }>(
  'applications.workspace_key',
  'select id, type from workspaces where id = $1::uuid or subdomain = lower($2) limit 1',
);
/** A workspace's id and type from its id or subdomain; null when there is none. */
export async function findWorkspaceKey(q: Queryable, idOrSubdomain: string) {
  const id = UUID_PATTERN.test(idOrSubdomain) ? idOrSubdomain : null;
  return (await workspaceKey.run(q, id, idOrSubdomain))[0] ?? null;
}

const addUpload = statement<[string, string, string], { id: string }>(
  'applications.add_upload',
  `update applications set answers = jsonb_set(answers, '{uploads}', coalesce(answers->'uploads', '{}'::jsonb) || jsonb_build_object($2::text, $3::jsonb))
   where id = $1::uuid returning id`,
);
/** Remembers an uploaded file among the application's uploads (a step then names it by id). */
export async function updateApplicationAnswers(q: Queryable, id: string, fileId: string, file: object) {
  await addUpload.run(q, id, fileId, JSON.stringify(file));
}

import type { Queryable } from '../../platform/db/connect.ts';
import { statement } from '../../platform/db/statements.ts';
import type { MatchCandidate } from '../positions/index.ts';

/** A candidate row of the recruiters' lists: the application with the person and the position. */
export interface CandidateRow {
  applicationId: string;
  userId: string;
  name: string;
  email: string;
  avatar: { small?: string } | null;
  headline: string | null;
  phone: string | null;
  city: string | null;
  status: string;
  stage: string;
  step: string;
  answerBy: string | null;
  submittedAt: Date | null;
  updatedAt: Date;
  positionId: string;
  positionTitle: string;
  internal: boolean;
  pcd: boolean;
  accommodation: boolean;
  evaluations: { average: number | null; count: number };
  linkedUserIds: string[];
  /** the eliminatory questions' verdict (null when the position asks none) */
  screening: { passed: boolean; failed: string[] } | null;
  total: number;
}

const CANDIDATE_COLUMNS = `a.id as "applicationId", a.user_id as "userId", trim(u.name || ' ' || u.last_name) as name, u.email,
  pr.avatar, pr.professional_title as headline, coalesce(pr.contact_phone, u.phone) as phone,
  nullif(concat_ws(' - ', pr.city, pr.state), '') as city, a.status, a.stage, a.step,
  to_char(a.answer_by, 'YYYY-MM-DD') as "answerBy", a.submitted_at as "submittedAt", a.updated_at as "updatedAt",
  a.position_id as "positionId", p.title as "positionTitle", a.internal,
  coalesce(pr.is_pcd, false) as pcd, coalesce(pr.need_adaptation, false) as accommodation,
  (select json_build_object('average', round(avg((s.value->>'score')::numeric), 1)::float8, 'count', count(distinct ev.id)::int)
     from application_evaluations ev left join lateral jsonb_array_elements(ev.scores) s on true
     where ev.application_id = a.id) as evaluations,
  coalesce((select array_agg(pm.user_id) from position_members pm where pm.position_id = p.id), '{}') as "linkedUserIds",
  (select case when count(*) > 0 then json_build_object('passed', not bool_or((q.value->>'knockedOut')::boolean),
       'failed', coalesce(json_agg(q.value->>'question') filter (where (q.value->>'knockedOut')::boolean), '[]')) end
     from jsonb_array_elements(coalesce(a.answers->'questions', '[]')) q where q.value ? 'knockedOut') as screening`;
const CANDIDATE_FROM = `from applications a join users u on u.id = a.user_id join positions p on p.id = a.position_id
  left join profiles pr on pr.user_id = a.user_id`;
/** Candidates a pipeline shows: finished applications (unfinished ones are only counted), live or closed by the company. */
const IN_PIPELINE = `a.deleted_at is null and a.status in ('under_analysis', 'closed')`;

// served by applications_position_stage_idx (position_id, stage, updated_at, id)
const positionPage = statement<[string, string | null, number, number], CandidateRow>(
  'pipeline.position_page',
  `with page as materialized (
     select a.id from applications a
     where a.position_id = $1::uuid and ($2::text is null or a.stage = $2) and ${IN_PIPELINE}
     order by a.updated_at desc, a.id desc limit $3 offset $4)
   select ${CANDIDATE_COLUMNS},
     (select count(*) from applications c where c.position_id = $1::uuid and ($2::text is null or c.stage = $2)
        and c.deleted_at is null and c.status in ('under_analysis', 'closed'))::int as total
   ${CANDIDATE_FROM} join page on page.id = a.id
   order by a.updated_at desc, a.id desc`,
);
export const positionCandidatePage = (q: Queryable, positionId: string, stage: string | null, limit: number, offset: number) =>
  positionPage.run(q, positionId, stage, limit, offset);

/** A candidate of a position as the ranking reads it before the page: enough to filter, sort and compute the match. */
export interface CandidateKey {
  applicationId: string;
  userId: string;
  updatedAt: Date;
  answerBy: string | null;
}

// every candidate of the position (at one stage) that passes the PcD, city and skills filters, for the ranking by fit
// or by answer date, which the service computes over all of them and pages (a position holds thousands, not millions):
// served by applications_position_stage_idx, the profiles' and user_skills' primary keys
const positionKeys = statement<[string, string | null, boolean | null, number | null, string[], string | null], CandidateKey>(
  'pipeline.position_keys',
  `select a.id as "applicationId", a.user_id as "userId", a.updated_at as "updatedAt",
     to_char(a.answer_by, 'YYYY-MM-DD') as "answerBy"
   from applications a left join profiles pr on pr.user_id = a.user_id
   where a.position_id = $1::uuid and ($2::text is null or a.stage = $2) and ${IN_PIPELINE}
     and ($3::boolean is null or coalesce(pr.is_pcd, false) = $3)
     and ($4::int is null or pr.city_id = $4)
     and not exists (select 1 from unnest($5::uuid[]) wanted(id)
       where not exists (select 1 from user_skills us where us.user_id = a.user_id and us.skill_id = wanted.id))
     and ($6::text is null
       or ($6 = 'failed' and coalesce(a.answers->'questions' @> '[{"knockedOut": true}]', false))
       or ($6 = 'passed' and coalesce(a.answers->'questions' @> '[{"knockedOut": false}]', false)
         and not coalesce(a.answers->'questions' @> '[{"knockedOut": true}]', false)))
   order by a.updated_at desc, a.id desc`,
  // planned for its values: the optional filters fold away when absent
  { planEachCall: true },
);
/** A candidate's key with what the match compares (the position's skills they hold, languages, education, place). */
type RankedCandidateKey = CandidateKey & MatchCandidate;
// the keys and the match's inputs in one statement, so ranking thousands by fit is one round trip: of the candidate's
// skills only those the position asks (the only ones its checks read)
const positionRanking = statement<[string, string | null, boolean | null, number | null, string[], string | null], RankedCandidateKey>(
  'pipeline.position_ranking',
  `select a.id as "applicationId", a.user_id as "userId", a.updated_at as "updatedAt",
     to_char(a.answer_by, 'YYYY-MM-DD') as "answerBy",
     coalesce((select json_agg(json_build_object('skillId', us.skill_id, 'level', us.level))
        from position_skills ps join user_skills us on us.skill_id = ps.skill_id and us.user_id = a.user_id
        where ps.position_id = a.position_id), '[]') as skills,
     coalesce(pr.languages, '[]') as languages, coalesce(pr.academic_experiences, '[]') as academic,
     pr.city_id as "cityId", pr.city, pr.state, coalesce(pr.is_pcd, false) as "isPcd", '{}'::int[] as areas
   from applications a left join profiles pr on pr.user_id = a.user_id
   where a.position_id = $1::uuid and ($2::text is null or a.stage = $2) and ${IN_PIPELINE}
     and ($3::boolean is null or coalesce(pr.is_pcd, false) = $3)
     and ($4::int is null or pr.city_id = $4)
     and not exists (select 1 from unnest($5::uuid[]) wanted(id)
       where not exists (select 1 from user_skills us where us.user_id = a.user_id and us.skill_id = wanted.id))
     and ($6::text is null
       or ($6 = 'failed' and coalesce(a.answers->'questions' @> '[{"knockedOut": true}]', false))
       or ($6 = 'passed' and coalesce(a.answers->'questions' @> '[{"knockedOut": false}]', false)
         and not coalesce(a.answers->'questions' @> '[{"knockedOut": true}]', false)))`,
  { planEachCall: true },
);
/** The pipeline's filters; `screening`: only those who passed, or failed, the position's eliminatory questions. */
interface CandidateFilters {
  stage: string | null;
  pcd: boolean | null;
  city: number | null;
  skills: string[];
  screening: 'passed' | 'failed' | null;
}

/** Every candidate passing the filters with what their fit is computed from (positionCandidateKeys' filters). */
export const positionRankingKeys = (q: Queryable, positionId: string, filters: CandidateFilters) =>
  positionRanking.run(q, positionId, filters.stage, filters.pcd, filters.city, filters.skills, filters.screening);

export const positionCandidateKeys = (q: Queryable, positionId: string, filters: CandidateFilters) =>
  positionKeys.run(q, positionId, filters.stage, filters.pcd, filters.city, filters.skills, filters.screening);

const byIds = statement<[string[]], CandidateRow>(
  'pipeline.candidates_by_ids',
  `select ${CANDIDATE_COLUMNS}, 1 as total ${CANDIDATE_FROM} where a.id = any($1::uuid[])`,
);
/** The rows of a page the service ranked, in the order of `ids`. */
export async function candidatesByIds(q: Queryable, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = new Map((await byIds.run(q, ids)).map((row) => [row.applicationId, row]));
  return ids.flatMap((id) => rows.get(id) ?? []);
}

interface CandidateFacets {
  cities: { id: number; name: string }[];
  skills: { id: string; title: string }[];
}
// the cities the position's candidates live in (at most 200) and the position's required skills
const facets = statement<[string], CandidateFacets>(
  'pipeline.facets',
  `select coalesce((select json_agg(json_build_object('id', c.id, 'name', c.name) order by c.name)
       from (select distinct on (pr.city_id) pr.city_id as id, concat_ws(' - ', pr.city, pr.state) as name
         from applications a join profiles pr on pr.user_id = a.user_id
         where a.position_id = $1::uuid and ${IN_PIPELINE} and pr.city_id is not null and pr.city is not null
         order by pr.city_id limit 200) c), '[]') as cities,
     coalesce((select json_agg(json_build_object('id', s.id, 'title', s.title_pt) order by s.title_pt)
       from position_skills ps join skills s on s.id = ps.skill_id where ps.position_id = $1::uuid), '[]') as skills`,
);
export const candidateFacets = async (q: Queryable, positionId: string) =>
  (await facets.run(q, positionId))[0] ?? { cities: [], skills: [] };

/**
 * A skill of the candidate is verified when a content teaching it, or a pathway naming it, earned them a certificate
 * (the certificates module's table; its user index finds the few a person holds).
 */
const VERIFIED_SKILL = `exists (select 1 from certificates ce
    left join content_skills cs on ce.kind = 'content' and cs.content_id = ce.content_id and cs.skill_id = s.id
    left join list_skills ls on ce.kind = 'list' and ls.list_id = ce.list_id and ls.skill_id = s.id
  where ce.user_id = u.id and (cs.skill_id is not null or ls.skill_id is not null))`;

/** The candidate's profile as a recruiter reads it (candidateProfile), the skills with their names. */
export interface CandidateProfileRow {
  professionalTitle: string | null;
  summary: string | null;
  professionalExperiences: unknown[];
  academicExperiences: unknown[];
  languages: unknown[];
  socialLinks: { type: string; url: string }[];
  isPcd: boolean;
  pcdType: string | null;
  pcdAdaptation: string | null;
  skills: { skillId: string; title: string; level: string | null; main: boolean; verified: boolean }[];
}
const profile = statement<[string], CandidateProfileRow>(
  'pipeline.candidate_profile',
  `select pr.professional_title as "professionalTitle", pr.professional_description as summary,
     coalesce(pr.professional_experiences, '[]') as "professionalExperiences",
     coalesce(pr.academic_experiences, '[]') as "academicExperiences", coalesce(pr.languages, '[]') as languages,
     coalesce(pr.social_links, '[]') as "socialLinks", coalesce(pr.is_pcd, false) as "isPcd", pr.pcd_type as "pcdType",
     case when pr.need_adaptation then pr.pcd_adaptation end as "pcdAdaptation",
     coalesce((select json_agg(json_build_object('skillId', s.id, 'title', s.title_pt, 'level', us.level, 'main', us.main,
           'verified', ${VERIFIED_SKILL})
         order by us.main desc, s.title_pt)
       from user_skills us join skills s on s.id = us.skill_id where us.user_id = u.id), '[]') as skills
   from users u left join profiles pr on pr.user_id = u.id where u.id = $1::uuid`,
);
export const findCandidateProfile = async (q: Queryable, userId: string) => (await profile.run(q, userId))[0] ?? null;

const stageCounts = statement<[string], { stage: string; status: string; count: number }>(
  'pipeline.stage_counts',
  `select stage, status, count(*)::int as count from applications
   where position_id = $1::uuid and deleted_at is null and status in ('in_progress', 'under_analysis', 'closed')
   group by stage, status`,
);
export const positionStageCounts = (q: Queryable, positionId: string) => stageCounts.run(q, positionId);

// the candidate bank: served by applications_workspace_updated_idx; `$2` narrows by name or e-mail (trigram index on users)
// without a name no user is read; with one, each of the company's candidates is checked by primary key
const NAME_MATCH = (alias: string) => `($2 = '' or exists (select 1 from users n where n.id = ${alias}.user_id
  and (n.name || ' ' || n.last_name || ' ' || n.email) ilike '%' || $2 || '%'))`;
const BANK_FILTER = (alias: string) => `${alias}.workspace_id = $1::uuid and ${alias}.deleted_at is null
  and ${alias}.status in ('under_analysis', 'closed') and ($3::uuid[] is null or ${alias}.position_id = any($3::uuid[]))`;
const bankPage = statement<[string, string, string[] | null, number, number], CandidateRow>(
  'pipeline.bank_page',
  `with page as materialized (
     select a.id from applications a
     where ${BANK_FILTER('a')} and ${NAME_MATCH('a')}
     order by a.updated_at desc, a.id desc limit $4 offset $5)
   select ${CANDIDATE_COLUMNS},
     (select count(*) from applications c where ${BANK_FILTER('c')} and ${NAME_MATCH('c')})::int as total
   ${CANDIDATE_FROM} join page on page.id = a.id
   order by a.updated_at desc, a.id desc`,
  // planned for its values: without a name the check of users folds away
  { planEachCall: true },
);
/** The company's candidates; `positionIds` limits them to the positions the caller works on (null: all). */
export const candidateBankPage = (
  q: Queryable,
  companyId: string,
  text: string,
  positionIds: string[] | null,
  limit: number,
  offset: number,
) => bankPage.run(q, companyId, text, positionIds, limit, offset);

const one = statement<[string], CandidateRow>(
  'pipeline.candidate',
  `select ${CANDIDATE_COLUMNS}, 1 as total ${CANDIDATE_FROM} where a.id = $1::uuid`,
);
export const findCandidate = async (q: Queryable, applicationId: string) => (await one.run(q, applicationId))[0] ?? null;

const linked = statement<[string, string], { id: string }>(
  'pipeline.linked_positions',
  `select pm.position_id as id from position_members pm join positions p on p.id = pm.position_id
   where p.workspace_id = $1::uuid and pm.user_id = $2::uuid`,
);
export const linkedPositionIds = async (q: Queryable, companyId: string, userId: string) =>
  (await linked.run(q, companyId, userId)).map((row) => row.id);

// The pipeline's moves that hiring makes (bulk moves, interviews and offers), here so the applications module stays
// the one writer of its tables; hiring calls them through index.ts, inside its own transaction.

const setStage = statement<[string, string, Date], { id: string }>(
  'pipeline.set_stage',
  'update applications set stage = $2, updated_at = $3 where id = $1::uuid returning id',
);
/** Moves an application to the interview or offer stage of the pipeline. */
export const setApplicationStage = async (q: Queryable, applicationId: string, stage: string, at: Date) => {
  await setStage.run(q, applicationId, stage, at);
};

const bulkMove = statement<[string[], string, string, (string | null)[], Date], { id: string }>(
  'pipeline.bulk_move',
  `update applications a set stage = $2, status = $3, closing_message = coalesce(v.message, a.closing_message),
     closed_at = case when $3 = 'closed' then $5 else a.closed_at end, updated_at = $5
   from unnest($1::uuid[], $4::text[]) as v(id, message) where a.id = v.id returning a.id`,
);
/** Moves the applications to `stage` (rejected closes them, with each one's message for the candidate). */
export const moveApplications = async (
  q: Queryable,
  change: { ids: string[]; stage: string; status: string; closingMessages: (string | null)[]; at: Date },
) => (await bulkMove.run(q, change.ids, change.stage, change.status, change.closingMessages, change.at)).length;

const bulkEvents = statement<[string[], string, string, (string | null)[], string | null, Date], { id: string }>(
  'pipeline.bulk_events',
  `insert into application_events (application_id, kind, detail, note, actor_id, at)
   select v.id, $2, $3, v.note, $5::uuid, $6 from unnest($1::uuid[], $4::text[]) as v(id, note) returning id`,
);
/** One history line per application of a bulk move (no actor: the platform did it, as an automatic decline). */
export const addBulkEvents = async (
  q: Queryable,
  event: { ids: string[]; kind: string; detail: string; notes: (string | null)[]; actorId: string | null; at: Date },
) => {
  await bulkEvents.run(q, event.ids, event.kind, event.detail, event.notes, event.actorId, event.at);
};

import type { PositionSort } from '@trilha/contract';
import type { Queryable } from '../../platform/db/connect.ts';
import { statement } from '../../platform/db/statements.ts';

/** What the recruiters' worklist asks for: one status of one company, seen by `userId` (all, or linked ones). */
export interface WorklistFilter {
  workspaceId: string;
  status: string;
  /** false: only the positions `userId` is linked to */
  seesAll: boolean;
  userId: string;
  /** folded (skillKey) part of the title or code; '' for none */
  text: string;
  departmentId: string | null;
  cityId: number | null;
  recruiterId: string | null;
  sort: PositionSort;
  limit: number;
  offset: number;
}

// Accents and case aside, as skillKey folds the typed text.
const FOLDED_TITLE = `translate(lower(p.title), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')`;
type Params = [string, string, boolean, string, string, string | null, number | null, string | null];
const paramsOf = (f: WorklistFilter): Params => [
  f.workspaceId,
  f.status,
  f.seesAll,
  f.userId,
  f.text.replace(/[\\%_]/g, (char) => `\\${char}`),
  f.departmentId,
  f.cityId,
  f.recruiterId,
];
/**
 * Every filter narrows the range of one index on (workspace_id, status, <sort>, id): a company's positions of one
 * status, read in the order asked and filtered as read; the text is matched in them, never across companies.
 */
const WHERE = `p.workspace_id = $1::uuid and p.status = $2::text
  and ($3::boolean or exists (select 1 from position_members pm where pm.position_id = p.id and pm.user_id = $4::uuid))
  and ($5::text = '' or ${FOLDED_TITLE} like '%' || $5 || '%' or lower(coalesce(p.code, '')) like '%' || $5 || '%')
  and ($6::uuid is null or p.department_id = $6::uuid)
  and ($7::int is null or p.city_id = $7::int)
  and ($8::uuid is null or exists (select 1 from position_members r where r.position_id = p.id and r.user_id = $8::uuid))`;

// served by positions_workspace_status_idx, positions_workspace_status_published_idx, positions_workspace_status_title_idx
const ORDER: Record<PositionSort, string> = {
  recent: 'p.updated_at desc, p.id desc',
  published: 'p.published_at desc, p.id desc',
  title: 'p.title, p.id',
};
// planned per call: which filters are set changes the best plan (as the candidate bank)
const pages = Object.fromEntries(
  (Object.keys(ORDER) as PositionSort[]).map((sort) => [
    sort,
    statement<[...Params, number, number], { id: string }>(
      `recruitment.worklist.${sort}`,
      `select p.id from positions p where ${WHERE} order by ${ORDER[sort]} limit $9 offset $10`,
      { planEachCall: true },
    ),
  ]),
) as Record<PositionSort, ReturnType<typeof statement<[...Params, number, number], { id: string }>>>;
const count = statement<Params, { total: number }>(
  'recruitment.worklist.count',
  `select count(*)::int as total from positions p where ${WHERE}`,
  { planEachCall: true },
);

/** One page of the worklist's position ids and how many match in all. */
export async function worklistPage(q: Queryable, filter: WorklistFilter) {
  const params = paramsOf(filter);
  const [rows, counted] = await Promise.all([pages[filter.sort].run(q, ...params, filter.limit, filter.offset), count.run(q, ...params)]);
  return { ids: rows.map((row) => row.id), total: counted[0]?.total ?? 0 };
}

// served by applications_position_stage_idx (position_id, stage, ...): the page's positions only
const stageRows = statement<[string[], string], { positionId: string; stage: string; count: number; overdue: number }>(
  'recruitment.worklist.stages',
  `select a.position_id as "positionId", a.stage, count(*)::int as count,
     (count(*) filter (where a.status = 'under_analysis' and a.answer_by < $2::date))::int as overdue
   from applications a
   where a.position_id = any($1::uuid[]) and a.deleted_at is null and a.status in ('under_analysis', 'closed')
   group by a.position_id, a.stage`,
);
const recruiterRows = statement<[string[]], { positionId: string; id: string; name: string }>(
  'recruitment.worklist.recruiters',
  `select pm.position_id as "positionId", u.id, trim(u.name || ' ' || u.last_name) as name
   from position_members pm join users u on u.id = pm.user_id
   where pm.position_id = any($1::uuid[]) order by u.name, u.last_name, u.id`,
);

/**
 * The page's candidates per stage (finished applications), the answers overdue on `today` (the company's day) and
 * the linked recruiters, per position.
 */
export async function worklistFacts(q: Queryable, positionIds: string[], today: string) {
  if (positionIds.length === 0) return { stages: [], recruiters: [] };
  const [stages, recruiters] = await Promise.all([stageRows.run(q, positionIds, today), recruiterRows.run(q, positionIds)]);
  return { stages, recruiters };
}

const facetCities = statement<[string, string, boolean, string], { id: number; name: string }>(
  'recruitment.worklist.cities',
  `select distinct p.city_id as id, concat_ws(' - ', p.city_name, p.state_code) as name from positions p
   where p.workspace_id = $1::uuid and p.status = $2::text and p.city_id is not null
     and ($3::boolean or exists (select 1 from position_members pm where pm.position_id = p.id and pm.user_id = $4::uuid))
   order by name limit 200`,
);
const facetRecruiters = statement<[string, string, boolean, string], { id: string; name: string }>(
  'recruitment.worklist.people',
  `select u.id, trim(u.name || ' ' || u.last_name) as name from users u
   where u.id in (select r.user_id from positions p join position_members r on r.position_id = p.id
     where p.workspace_id = $1::uuid and p.status = $2::text
       and ($3::boolean or exists (select 1 from position_members pm where pm.position_id = p.id and pm.user_id = $4::uuid)))
   order by name, u.id limit 200`,
);

/** The cities and recruiters of the positions the caller sees with that status: what the filters offer. */
export async function worklistFacets(q: Queryable, f: Pick<WorklistFilter, 'workspaceId' | 'status' | 'seesAll' | 'userId'>) {
  const params = [f.workspaceId, f.status, f.seesAll, f.userId] as const;
  const [cities, recruiters] = await Promise.all([facetCities.run(q, ...params), facetRecruiters.run(q, ...params)]);
  return { cities, recruiters };
}

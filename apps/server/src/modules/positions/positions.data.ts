import type { Language } from '@trilha/contract';
import type { Queryable } from '../../platform/db/connect.ts';
import { statement } from '../../platform/db/statements.ts';
import {
  BROAD_WALK,
  candidateLimit,
  estimateStatement,
  SEARCH_CANDIDATES,
  SEARCH_COUNT_CAP,
  searchIdPage,
  selectiveText,
  tsqueryOf,
} from '../../platform/db/text-search.ts';
import type { PositionDetailRow, PositionItemRow } from './items.ts';
import type { MatchPosition } from './match-checks.ts';
import { POSITION_COLUMNS, POSITION_DETAIL_COLUMNS, POSITION_FROM, POSITION_MATCH_COLUMNS } from './position-sql.ts';

const items = statement<[string | null, string[]], PositionItemRow>(
  'positions.items',
  `select ${POSITION_COLUMNS} ${POSITION_FROM} where p.id = any($2::uuid[])`,
);

/** The same rows with what the caller's match compares (a page of a listing read for a person with a profile). */
const itemsToMatch = statement<[string | null, string[]], PositionItemRow & MatchPosition>(
  'positions.items.match',
  `select ${POSITION_COLUMNS}, ${POSITION_MATCH_COLUMNS} ${POSITION_FROM} where p.id = any($2::uuid[])`,
);

const inOrder = <T extends { id: string }>(ids: string[], rows: T[]) => {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
};

/** Positions by id, in the order of `ids` (a page's order). */
export async function findPositionItems(q: Queryable, viewerId: string | null, ids: string[]): Promise<PositionItemRow[]> {
  return ids.length === 0 ? [] : inOrder(ids, await items.run(q, viewerId, ids));
}

/** Positions by id with their requirements for the match, in the order of `ids`: one read for a whole page. */
export async function findPositionItemsToMatch(q: Queryable, viewerId: string | null, ids: string[]) {
  return ids.length === 0 ? [] : inOrder(ids, await itemsToMatch.run(q, viewerId, ids));
}

const details = statement<[string | null, Language, string], PositionDetailRow>(
  'positions.details',
  `select ${POSITION_COLUMNS}, ${POSITION_DETAIL_COLUMNS} ${POSITION_FROM} where p.id = $3::uuid`,
);

export async function findPositionDetails(q: Queryable, viewerId: string | null, language: Language, id: string) {
  const [row] = await details.run(q, viewerId, language, id);
  return row ?? null;
}

/**
 * The job search filter over open positions. Parameters: $1 the folded text ('' for none),
 * $2 minimum monthly salary, $3 allow unspecified salaries, $4 categories, $5 cities, $6 states, $7 contract
 * types, $8 remote only, $9 PcD only, $10 a portal (its own and its partners' positions), $11 limit, $12 offset.
 */
// each list of cities and states is tested only when given: planned for its values, an empty one folds away and the
// state's index serves a state (\`city_id = any('{}')\` does not fold, and its OR kept every index but the category's off)
const FILTERS = `p.status = 'active' and not p.internal_only
    and (p.salary_monthly_min >= $2::int or ($3::boolean and p.salary_monthly_min is null))
    and (cardinality($4::int[]) = 0 or p.category_id = any($4::int[]))
    and ((cardinality($5::int[]) = 0 and cardinality($6::text[]) = 0)
      or (cardinality($5::int[]) > 0 and p.city_id = any($5::int[]))
      or (cardinality($6::text[]) > 0 and p.state_code = any($6::text[])))
    and (cardinality($7::text[]) = 0 or p.contract_type = any($7::text[]))
    and (not $8::boolean or p.remote)
    and (not $9::boolean or p.pcd_only)
    and ($10::uuid is null or p.workspace_id = $10::uuid
      or exists (select 1 from portal_partners pp where pp.portal_id = $10::uuid and pp.company_id = p.workspace_id))`;
const TSQUERY = tsqueryOf('$1');
const WORDS = `p.search_vector @@ ${TSQUERY}`;
const PAGE_USED = '$11::int is not null and $12::int is not null';

// With a text: the full-text candidates ranked, and typo matches when they are few (platform/db/text-search.ts).
type SearchParams = [string, number, boolean, number[], number[], string[], string[], boolean, boolean, string | null, number, number];
const search = {
  text: statement<SearchParams, { id: string }>(
    'positions.search.text',
    `select id from (
       select p.id, p.published_at, ts_rank(p.search_vector, ${TSQUERY}) as rank from positions p
       where ${WORDS} and ${FILTERS} limit ${candidateLimit('$11', '$12')}
     ) found order by rank desc, published_at desc, id desc limit $11 offset $12`,
    { planEachCall: true },
  ),
  all: statement<SearchParams, { id: string }>(
    'positions.search.all',
    `select p.id from positions p where $1 = '' and ${FILTERS} order by p.published_at desc, p.id desc limit $11 offset $12`,
    { planEachCall: true },
  ),
};
const searchCount = {
  text: statement<SearchParams, { total: number }>(
    'positions.search.text.count',
    `select count(*)::int as total from (select 1 from positions p where ${WORDS} and ${FILTERS} limit ${SEARCH_COUNT_CAP}) capped
     where ${PAGE_USED}`,
    { planEachCall: true },
  ),
  all: statement<SearchParams, { total: number }>(
    'positions.search.all.count',
    `select count(*)::int as total from (select 1 from positions p where $1 = '' and ${FILTERS} limit ${SEARCH_COUNT_CAP}) capped
     where ${PAGE_USED}`,
    { planEachCall: true },
  ),
};
// The page and the count in one statement (text-search.ts, SearchSteps.counted): the matches the count reads, at most
// SEARCH_COUNT_CAP, kept once; the page's candidates are the first of them, as the page's own statement takes them
const searchCounted = statement<SearchParams, { id: string; total: number }>(
  'positions.search.text.counted',
  `with matched as materialized (
     select p.id, p.published_at, p.search_vector from positions p where ${WORDS} and ${FILTERS} limit ${SEARCH_COUNT_CAP}
   )
   select id, (select count(*) from matched)::int as total from (
     select m.id, m.published_at, ts_rank(m.search_vector, ${TSQUERY}) as rank
     from (select * from matched limit ${candidateLimit('$11', '$12')}) m
   ) found order by rank desc, published_at desc, id desc limit $11 offset $12`,
  { planEachCall: true },
);
// A broad text (text-search.ts): the newest of the filtered rows, as the page without a text walks them, each row's
// vector tested (ts_match_vq: the operator's function, which no index serves, so the planner keeps the date order),
// at most BROAD_WALK of them; the first SEARCH_CANDIDATES matches ranked.
const searchBroad = statement<SearchParams, { id: string }>(
  'positions.search.broad',
  `select id from (
     select n.id, n.published_at, ts_rank(n.search_vector, ${TSQUERY}) as rank from (
       select p.id, p.published_at, p.search_vector from positions p where ${FILTERS}
       order by p.published_at desc, p.id desc limit ${BROAD_WALK}
     ) n where ts_match_vq(n.search_vector, ${TSQUERY}) limit ${SEARCH_CANDIDATES}
   ) found order by rank desc, published_at desc, id desc limit $11 offset $12`,
  { planEachCall: true },
);
// past the count's cap: the planner's estimate, of the exact words only (text-search.ts)
const searchEstimate = {
  text: estimateStatement<SearchParams>(
    'positions.search.text.estimate',
    `select 1 from positions p where p.search_vector @@ websearch_to_tsquery('simple', $1) and ${FILTERS} and ${PAGE_USED}`,
  ),
  all: estimateStatement<SearchParams>(
    'positions.search.all.estimate',
    `select 1 from positions p where $1 = '' and ${FILTERS} and ${PAGE_USED}`,
  ),
};

export interface PositionSearch {
  text: string;
  salary: number;
  allowUnspecified: boolean;
  categories: number[];
  cities: number[];
  states: string[];
  contractTypes: string[];
  remote: boolean;
  pcdOnly: boolean;
  portalId: string | null;
  limit: number;
  offset: number;
}

export async function searchPositionIds(q: Queryable, s: PositionSearch) {
  const text = await selectiveText(q, 'positions', s.text);
  const params = (limit: number, offset: number, searched = text): SearchParams => [
    searched,
    s.salary,
    s.allowUnspecified,
    s.categories,
    s.cities,
    s.states,
    s.contractTypes,
    s.remote,
    s.pcdOnly,
    s.portalId,
    limit,
    offset,
  ];
  return searchIdPage(
    q,
    { ...s, text, typed: s.text },
    {
      search,
      count: searchCount,
      counted: searchCounted,
      estimate: searchEstimate,
      typos: { words: 'positions' },
      broad: { table: 'positions', page: searchBroad },
    },
    params,
  );
}

const related = statement<[string, number, string | null], { id: string }>(
  'positions.related',
  `select p.id from positions p where p.status = 'active' and not p.internal_only and p.category_id = $2::int and p.id <> $1::uuid
   order by (p.state_code is not distinct from $3::text) desc, p.published_at desc, p.id desc limit 6`,
);
export const relatedPositionIds = async (q: Queryable, id: string, categoryId: number, state: string | null) =>
  (await related.run(q, id, categoryId, state)).map((row) => row.id);

const ofCompany = statement<[string, number, number], { id: string }>(
  'positions.company.page',
  `select p.id from positions p where p.workspace_id = $1::uuid and p.status = 'active' and not p.internal_only
   order by p.published_at desc, p.id desc limit $2 offset $3`,
);
const ofCompanyCount = statement<[string], { total: number }>(
  'positions.company.count',
  `select count(*)::int as total from positions p where p.workspace_id = $1::uuid and p.status = 'active' and not p.internal_only`,
);
export async function companyPositionIds(q: Queryable, companyId: string, limit: number, offset: number) {
  const [rows, counted] = await Promise.all([ofCompany.run(q, companyId, limit, offset), ofCompanyCount.run(q, companyId)]);
  return { ids: rows.map((row) => row.id), total: counted[0]?.total ?? 0 };
}

// internal mobility: few per company, read through positions_open_company_idx
const internal = statement<[string, number, number], { id: string; total: number }>(
  'positions.internal.page',
  `select p.id, count(*) over ()::int as total from positions p
   where p.workspace_id = $1::uuid and p.status = 'active' and p.internal_only
   order by p.published_at desc, p.id desc limit $2 offset $3`,
);
export async function internalPositionIds(q: Queryable, companyId: string, limit: number, offset: number) {
  const rows = await internal.run(q, companyId, limit, offset);
  return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
}

/** Whether a portal lists a company's positions: its own, or a partner's. */
const listedBy = statement<[string, string], { listed: boolean }>(
  'positions.listed_by_portal',
  `select ($1::uuid = $2::uuid or exists (select 1 from portal_partners where portal_id = $1::uuid and company_id = $2::uuid)) as listed`,
);
export const isListedByPortal = async (q: Queryable, portalId: string, companyId: string) =>
  (await listedBy.run(q, portalId, companyId))[0]?.listed ?? false;

/** What an application needs of its position: its company, state, steps and who works on it. */
export interface PositionForApplication {
  id: string;
  workspaceId: string;
  title: string;
  status: 'draft' | 'active' | 'paused' | 'archived';
  steps: unknown[];
  internalOnly: boolean;
  answerWithinDays: number;
  linkedUserIds: string[];
}
const forApplication = statement<[string], PositionForApplication>(
  'positions.for_application',
  `select p.id, p.workspace_id as "workspaceId", p.title, p.status, p.steps, p.internal_only as "internalOnly",
     p.answer_within_days as "answerWithinDays",
     coalesce((select array_agg(pm.user_id) from position_members pm where pm.position_id = p.id), '{}') as "linkedUserIds"
   from positions p where p.id = $1::uuid`,
);
export const findPositionForApplication = async (q: Queryable, id: string) => (await forApplication.run(q, id))[0] ?? null;

import type { JobSearchSort, Language } from '@trilha/contract';
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
 * types, $8 remote only, $9 PcD only, $10 a portal (its own and its partners' positions), $11 limit, $12 offset,
 * $13 on-site only (not remote), $14 published since (null: any time), $15 and $16 the cities around a place and
 * their states (empty: anywhere; the states let the state's index serve a radius, as for a state's search).
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
      or exists (select 1 from portal_partners pp where pp.portal_id = $10::uuid and pp.company_id = p.workspace_id))
    and (not $13::boolean or not p.remote)
    and ($14::timestamptz is null or p.published_at >= $14::timestamptz)
    and (cardinality($15::int[]) = 0 or (p.state_code = any($16::text[]) and p.city_id = any($15::int[])))`;
const TSQUERY = tsqueryOf('$1');
const WORDS = `p.search_vector @@ ${TSQUERY}`;
const PAGE_USED = '$11::int is not null and $12::int is not null';

type SearchParams = [
  string,
  number,
  boolean,
  number[],
  number[],
  string[],
  string[],
  boolean,
  boolean,
  string | null,
  number,
  number,
  boolean,
  Date | null,
  number[],
  string[],
];

/**
 * The order of a page's rows (of a subquery `found` holding id, published_at, salary and rank): relevance is the text's
 * rank (the newest first without a text), date the newest first, salary the highest monthly minimum first and the
 * unspecified last. With a text, the rows ordered are the text's candidates (platform/db/text-search.ts); below
 * SEARCH_COUNT_CAP matches, the candidates are the newest or best paid of all the matches (`pick`).
 */
const ORDERS: Record<JobSearchSort, { page: string; pick: string; all: string }> = {
  relevance: {
    page: 'rank desc, published_at desc, id desc',
    pick: '',
    all: 'p.published_at desc, p.id desc',
  },
  date: {
    page: 'published_at desc, id desc',
    pick: 'order by published_at desc, id desc',
    all: 'p.published_at desc, p.id desc',
  },
  // positions_open_salary_idx, nulls last in each column as the index keeps them
  salary: {
    page: 'salary desc nulls last, published_at desc nulls last, id desc nulls last',
    pick: 'order by salary desc nulls last, published_at desc nulls last, id desc nulls last',
    all: 'p.salary_monthly_min desc nulls last, p.published_at desc nulls last, p.id desc nulls last',
  },
};

/** The statements of one order of the job search (text-search.ts: searchIdPage). */
function searchStatements(sort: JobSearchSort) {
  const order = ORDERS[sort];
  const name = (base: string) => (sort === 'relevance' ? base : `${base}.${sort}`);
  return {
    // With a text: the full-text candidates ranked, and typo matches when they are few (platform/db/text-search.ts).
    search: {
      text: statement<SearchParams, { id: string }>(
        name('positions.search.text'),
        `select id from (
           select p.id, p.published_at, p.salary_monthly_min as salary, ts_rank(p.search_vector, ${TSQUERY}) as rank from positions p
           where ${WORDS} and ${FILTERS} limit ${candidateLimit('$11', '$12')}
         ) found order by ${order.page} limit $11 offset $12`,
        { planEachCall: true },
      ),
      all: statement<SearchParams, { id: string }>(
        name('positions.search.all'),
        `select p.id from positions p where $1 = '' and ${FILTERS} order by ${order.all} limit $11 offset $12`,
        { planEachCall: true },
      ),
    },
    // The page and the count in one statement (text-search.ts, SearchSteps.counted): the matches the count reads, at
    // most SEARCH_COUNT_CAP, kept once; the page's candidates are the first of them in the page's order
    counted: statement<SearchParams, { id: string; total: number }>(
      name('positions.search.text.counted'),
      `with matched as materialized (
         select p.id, p.published_at, p.salary_monthly_min as salary, p.search_vector from positions p
         where ${WORDS} and ${FILTERS} limit ${SEARCH_COUNT_CAP}
       )
       select id, (select count(*) from matched)::int as total from (
         select m.id, m.published_at, m.salary, ts_rank(m.search_vector, ${TSQUERY}) as rank
         from (select * from matched ${order.pick} limit ${candidateLimit('$11', '$12')}) m
       ) found order by ${order.page} limit $11 offset $12`,
      { planEachCall: true },
    ),
    // A broad text (text-search.ts): the newest of the filtered rows, as the page without a text walks them, each
    // row's vector tested (ts_match_vq: the operator's function, which no index serves, so the planner keeps the date
    // order), at most BROAD_WALK of them; the first SEARCH_CANDIDATES matches in the page's order.
    broad: statement<SearchParams, { id: string }>(
      name('positions.search.broad'),
      `select id from (
         select n.id, n.published_at, n.salary, ts_rank(n.search_vector, ${TSQUERY}) as rank from (
           select p.id, p.published_at, p.salary_monthly_min as salary, p.search_vector from positions p where ${FILTERS}
           order by p.published_at desc, p.id desc limit ${BROAD_WALK}
         ) n where ts_match_vq(n.search_vector, ${TSQUERY}) limit ${SEARCH_CANDIDATES}
       ) found order by ${order.page} limit $11 offset $12`,
      { planEachCall: true },
    ),
  };
}
const bySort = { relevance: searchStatements('relevance'), date: searchStatements('date'), salary: searchStatements('salary') };

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
  /** only the positions worked at their place (not remote) */
  onsite: boolean;
  pcdOnly: boolean;
  portalId: string | null;
  /** only the positions published since then */
  since: Date | null;
  /** only the positions in these cities (a radius around a place), of these states; empty: anywhere */
  near: { cities: number[]; states: string[] };
  sort: JobSearchSort;
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
    s.onsite,
    s.since,
    s.near.cities,
    s.near.states,
  ];
  const ordered = bySort[s.sort];
  return searchIdPage(
    q,
    { ...s, text, typed: s.text },
    {
      search: ordered.search,
      count: searchCount,
      counted: ordered.counted,
      estimate: searchEstimate,
      typos: { words: 'positions' },
      broad: { table: 'positions', page: ordered.broad },
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

import type { Language } from '@trilha/contract';
import type { Queryable } from '../../platform/db/connect.ts';
import { statement } from '../../platform/db/statements.ts';
import {
  BROAD_WALK,
  candidateLimit,
  correctedText,
  estimateStatement,
  isBroad,
  SEARCH_CANDIDATES,
  SEARCH_COUNT_CAP,
  type SearchTotal,
  searchPage,
  selectiveText,
  TYPO_CANDIDATES,
  tsqueryOf,
} from '../../platform/db/text-search.ts';
import { memberOf, termsAccepted } from '../../platform/membership-sql.ts';

type Order = 'ASC' | 'DESC';
const SORT_SQL = {
  relevance: () => 'rank desc, created_at desc, id desc',
  recent: (o: Order) => `created_at ${o}, id ${o}`,
  title: (o: Order) => `title ${o}, id ${o}`,
  popular: (o: Order) => `hits ${o}, created_at desc, id desc`,
} as const;
type Sort = keyof typeof SORT_SQL;

/**
 * Discovery: contents and pathways the caller may see, with the advanced filter. A content shows to members of its
 * workspace and, when published to discovery (public, not private), to everyone; a pathway to members and, when not
 * private, to everyone. The content-only filters (type, level, language, duration) leave pathways out.
 *
 * Parameters: $1 the caller, $2 their language, $3 limit, $4 offset, $5 the folded text, $6 categories, $7 types,
 * $8 levels, $9 languages, $10 duration units, $11 skills, $12 a workspace (null: any).
 */
const CONTENT_FILTERS = `'content' = any($6::text[])
      and (cardinality($7::text[]) = 0 or c.type = any($7::text[]))
      and (cardinality($8::text[]) = 0 or c.level = any($8::text[]))
      and (cardinality($9::text[]) = 0 or c.language = any($9::text[]))
      and (cardinality($10::text[]) = 0 or c.duration_unit = any($10::text[]))
      and (cardinality($11::uuid[]) = 0 or exists (
        select 1 from content_skills cs where cs.content_id = c.id and cs.skill_id = any($11::uuid[])))
      and ($12::uuid is null or c.workspace_id = $12::uuid)`;
const LIST_FILTERS = `'list' = any($6::text[])
      and cardinality($7::text[]) + cardinality($8::text[]) + cardinality($9::text[]) + cardinality($10::text[]) = 0
      and (cardinality($11::uuid[]) = 0 or exists (
        select 1 from list_skills ls where ls.list_id = l.id and ls.skill_id = any($11::uuid[])))
      and ($12::uuid is null or l.workspace_id = $12::uuid)`;
const MEMBER_OF = (alias: string) => memberOf(`${alias}.workspace_id`, '$1');

const TSQUERY = tsqueryOf('$5');
const VISIBLE_CONTENT = `((c.is_public and not c.is_private) or ${MEMBER_OF('c')})`;
const VISIBLE_LIST = `(not l.is_private or ${MEMBER_OF('l')})`;
const CONTENT_WORDS = `c.search_vector @@ ${TSQUERY} and ${CONTENT_FILTERS} and ${VISIBLE_CONTENT} and $2::text is not null`;
const LIST_WORDS = `l.search_vector @@ ${TSQUERY} and ${LIST_FILTERS} and ${VISIBLE_LIST}`;

/**
 * With text: the full-text candidates of each kind (the text in 'simple' and the three stemmers) ranked by ts_rank;
 * typo matches, when they are few, come from a statement of their own (platform/db/text-search.ts).
 */
const WITH_TEXT = `with found as (
    (select 'content' as kind, c.id, c.created_at, c.title, c.hits, ts_rank(c.search_vector, ${TSQUERY}) as rank
    from contents c where ${CONTENT_WORDS} limit ${candidateLimit('$3', '$4')})
    union all
    (select 'list', l.id, l.created_at, l.title, l.hits, ts_rank(l.search_vector, ${TSQUERY})
    from lists l where ${LIST_WORDS} limit ${candidateLimit('$3', '$4')})
  )`;
const WITH_TEXT_COUNTED = `with found as (
    (select 1 from contents c where ${CONTENT_WORDS} limit ${SEARCH_COUNT_CAP})
    union all
    (select 1 from lists l where ${LIST_WORDS} limit ${SEARCH_COUNT_CAP})
  )`;
/**
 * The page and its count in one statement (text-search.ts, SearchSteps.counted): each kind's matches the count reads
 * (at most SEARCH_COUNT_CAP) kept once, the page's candidates the first of them, as the page's own statement takes
 * them: one read of the full-text index's matches instead of two (the count's and the page's).
 */
const WITH_TEXT_AND_COUNT = `with matched_contents as materialized (
    select c.id, c.created_at, c.title, c.hits, c.search_vector from contents c where ${CONTENT_WORDS} limit ${SEARCH_COUNT_CAP}
  ), matched_lists as materialized (
    select l.id, l.created_at, l.title, l.hits, l.search_vector from lists l where ${LIST_WORDS} limit ${SEARCH_COUNT_CAP}
  ), found as (
    (select 'content' as kind, c.id, c.created_at, c.title, c.hits, ts_rank(c.search_vector, ${TSQUERY}) as rank
    from (select * from matched_contents limit ${candidateLimit('$3', '$4')}) c)
    union all
    (select 'list', l.id, l.created_at, l.title, l.hits, ts_rank(l.search_vector, ${TSQUERY})
    from (select * from matched_lists limit ${candidateLimit('$3', '$4')}) l)
  )`;
const MATCHES_COUNTED = `(select count(*) from (select 1 from matched_contents union all select 1 from matched_lists limit ${SEARCH_COUNT_CAP}) capped)::int`;

/**
 * A broad text (every word in many rows, text-search.ts): the candidates are the newest matches, walked by the date
 * indexes as the listing without a text walks them, each row's vector tested (ts_match_vq: no index serves it, so the
 * planner keeps the date order) and never the full-text index, whose bitmap holds every match (35,000 contents for
 * "python" at 1,000,000: a 37 ms bitmap, 500 ms with the visibility's). Each branch tests at most BROAD_WALK of its
 * newest rows and keeps its first BROAD_CANDIDATES matches; each kind keeps its newest BROAD_CANDIDATES of them, and
 * only those are ranked: SEARCH_CANDIDATES in all, as one search ranks. Each row tested is a read of the table (8,000
 * rows for 300 matches of "python", 45 ms at 1,000,000 contents with the pages cached): half the candidates per kind
 * is half the walk.
 */
const BROAD_CANDIDATES = SEARCH_CANDIDATES / 2;
const MATCHES = `ts_match_vq(n.search_vector, ${TSQUERY}) order by n.created_at desc, n.id desc limit ${BROAD_CANDIDATES}`;
const WALK = `order by created_at desc, id desc limit ${BROAD_WALK}`;
const BROAD = `with found as (
    (select 'content' as kind, w.id, w.created_at, w.title, w.hits, ts_rank(w.search_vector, ${TSQUERY}) as rank from (
      (select n.* from (select c.id, c.created_at, c.title, c.hits, c.search_vector from contents c
        where c.is_public and not c.is_private and ${CONTENT_FILTERS} and $2::text is not null ${WALK}) n
      where ${MATCHES})
      union all
      (select n.* from workspace_members m cross join lateral (
        select n.* from (select c.id, c.created_at, c.title, c.hits, c.search_vector from contents c
          where c.workspace_id = m.workspace_id and not (c.is_public and not c.is_private) and ${CONTENT_FILTERS} ${WALK}) n
        where ${MATCHES}) n
      where m.user_id = $1 and ${termsAccepted('m')} order by n.created_at desc, n.id desc limit ${BROAD_CANDIDATES})
      order by created_at desc, id desc limit ${BROAD_CANDIDATES}) w)
    union all
    (select 'list', w.id, w.created_at, w.title, w.hits, ts_rank(w.search_vector, ${TSQUERY}) from (
      (select n.* from (select l.id, l.created_at, l.title, l.hits, l.search_vector from lists l
        where not l.is_private and ${LIST_FILTERS} ${WALK}) n
      where ${MATCHES})
      union all
      (select n.* from workspace_members m cross join lateral (
        select n.* from (select l.id, l.created_at, l.title, l.hits, l.search_vector from lists l
          where l.workspace_id = m.workspace_id and l.is_private and ${LIST_FILTERS} ${WALK}) n
        where ${MATCHES}) n
      where m.user_id = $1 and ${termsAccepted('m')} order by n.created_at desc, n.id desc limit ${BROAD_CANDIDATES})
      order by created_at desc, id desc limit ${BROAD_CANDIDATES}) w)
  )`;

/**
 * Without text: the open items through their partial indexes, and the caller's workspaces' other items through the
 * membership index, so no listing reads every row; ordered as asked (relevance is the newest first here).
 */
const WITHOUT_TEXT = (newestFirst: boolean) => {
  // newest first, each branch walks its date index and stops at the page's end instead of reading every open row; the
  // caller's workspaces' items, each workspace's newest through its own index (a sort of a page per workspace, not of
  // every item of the caller's workspaces)
  const cut = newestFirst ? ' order by created_at desc, id desc limit $3::int + $4::int' : '';
  return `with found as (
    (select 'content' as kind, c.id, c.created_at, c.title, c.hits, 0 as rank from contents c
    where c.is_public and not c.is_private and ${CONTENT_FILTERS} and $5 = '' and $2::text is not null${cut})
    union all
    ${
      newestFirst
        ? `(select 'content', c.id, c.created_at, c.title, c.hits, 0 from workspace_members m cross join lateral (
      select c.id, c.created_at, c.title, c.hits from contents c
      where c.workspace_id = m.workspace_id and not (c.is_public and not c.is_private) and ${CONTENT_FILTERS}${cut}) c
    where m.user_id = $1 and ${termsAccepted('m')}${cut})`
        : `(select 'content', c.id, c.created_at, c.title, c.hits, 0 from workspace_members m join contents c on c.workspace_id = m.workspace_id
    where m.user_id = $1 and ${termsAccepted('m')} and not (c.is_public and not c.is_private) and ${CONTENT_FILTERS})`
    }
    union all
    (select 'list', l.id, l.created_at, l.title, l.hits, 0 from lists l where not l.is_private and ${LIST_FILTERS}${cut})
    union all
    ${
      newestFirst
        ? `(select 'list', l.id, l.created_at, l.title, l.hits, 0 from workspace_members m cross join lateral (
      select l.id, l.created_at, l.title, l.hits from lists l
      where l.workspace_id = m.workspace_id and l.is_private and ${LIST_FILTERS}${cut}) l
    where m.user_id = $1 and ${termsAccepted('m')}${cut})`
        : `(select 'list', l.id, l.created_at, l.title, l.hits, 0 from workspace_members m join lists l on l.workspace_id = m.workspace_id
    where m.user_id = $1 and ${termsAccepted('m')} and l.is_private and ${LIST_FILTERS})`
    }
  )`;
};

export interface DiscoveryParams {
  viewerId: string;
  language: Language;
  limit: number;
  offset: number;
  text: string;
  categories: string[];
  types: string[];
  levels: string[];
  languages: string[];
  units: string[];
  skills: string[];
  workspaceId: string | null;
}
type Params = [string, Language, number, number, string, string[], string[], string[], string[], string[], string[], string | null];
type Row = { kind: 'content' | 'list'; id: string };

const pages = new Map<string, ReturnType<typeof statement<Params, Row>>>();
for (const variant of ['text', 'broad', 'all'] as const) {
  for (const [sort, sql] of Object.entries(SORT_SQL)) {
    for (const order of ['ASC', 'DESC'] as const) {
      const cte = variant === 'text' ? WITH_TEXT : variant === 'broad' ? BROAD : WITHOUT_TEXT(sort === 'recent' && order === 'DESC');
      pages.set(
        `${variant}:${sort}:${order}`,
        statement(
          `discovery.${variant}.${sort}.${order.toLowerCase()}`,
          `${cte} select kind, id from found order by ${sql(order)} limit $3 offset $4`,
        ),
      );
    }
  }
}
const pagesCounted = new Map<string, ReturnType<typeof statement<Params, Row & { total: number }>>>();
for (const [sort, sql] of Object.entries(SORT_SQL)) {
  for (const order of ['ASC', 'DESC'] as const) {
    pagesCounted.set(
      `${sort}:${order}`,
      statement(
        `discovery.text.counted.${sort}.${order.toLowerCase()}`,
        `${WITH_TEXT_AND_COUNT} select kind, id, ${MATCHES_COUNTED} as total from found order by ${sql(order)} limit $3 offset $4`,
      ),
    );
  }
}
const counts = {
  text: statement<Params, { total: number }>(
    'discovery.count.text',
    `${WITH_TEXT_COUNTED} select count(*)::int as total from (select 1 from found limit ${SEARCH_COUNT_CAP}) capped where $3::int is not null and $4::int is not null`,
  ),
  all: statement<Params, { total: number }>(
    'discovery.count.all',
    `${WITHOUT_TEXT(false)} select count(*)::int as total from (select 1 from found limit ${SEARCH_COUNT_CAP}) capped where $3::int is not null and $4::int is not null`,
  ),
};
/**
 * Past the count's cap: the planner's estimate of the matches, of the exact words only (text-search.ts), or without a
 * text of the items the caller may see.
 */
const SIMPLE_QUERY = "websearch_to_tsquery('simple', $5)";
const estimates = {
  text: estimateStatement<Params>(
    'discovery.estimate.text',
    `select 1 from contents c where c.search_vector @@ ${SIMPLE_QUERY} and ${CONTENT_FILTERS} and ${VISIBLE_CONTENT} and $2::text is not null
     union all
     select 1 from lists l where l.search_vector @@ ${SIMPLE_QUERY} and ${LIST_FILTERS} and ${VISIBLE_LIST}
       and $3::int is not null and $4::int is not null`,
  ),
  all: estimateStatement<Params>(
    'discovery.estimate.all',
    `${WITHOUT_TEXT(false)} select 1 from found where $3::int is not null and $4::int is not null`,
  ),
};

export async function searchDiscovery(
  q: Queryable,
  sort: Sort,
  order: Order,
  search: DiscoveryParams,
): Promise<{ rows: Row[] } & SearchTotal> {
  const p = { ...search, text: await selectiveText(q, 'contents', search.text) };
  const variant = p.text === '' ? 'all' : 'text';
  // without text there is nothing to rank: relevance is the newest first
  const plain = variant === 'all' && sort === 'relevance';
  const run = pages.get(`${variant}:${plain ? 'recent' : sort}:${plain ? 'DESC' : order}`);
  const params = (limit: number, offset: number, text = p.text): Params => [
    p.viewerId,
    p.language,
    limit,
    offset,
    text,
    p.categories,
    p.types,
    p.levels,
    p.languages,
    p.units,
    p.skills,
    p.workspaceId,
  ];
  const page = async (limit: number, offset: number) => (run ? run.run(q, ...params(limit, offset)) : []);
  const broad = pages.get(`broad:${sort}:${order}`);
  const count = async () => (await counts[variant].run(q, ...params(p.limit, p.offset)))[0]?.total ?? 0;
  const estimate = () => estimates[variant].run(q, ...params(p.limit, p.offset));
  if (variant === 'all') {
    const [rows, total] = await Promise.all([page(p.limit, p.offset), count()]);
    if (total < SEARCH_COUNT_CAP) return { rows, total, totalEstimated: false };
    return { rows, total: Math.max(SEARCH_COUNT_CAP, Math.round(await estimate())), totalEstimated: true };
  }
  const counted = pagesCounted.get(`${sort}:${order}`);
  return searchPage(search.text, p.limit, p.offset, {
    count,
    page,
    ...(counted
      ? {
          counted: async (limit: number, offset: number) => {
            const rows = await counted.run(q, ...params(limit, offset));
            // an empty first page: nothing matched; an empty later page says nothing of the count
            if (rows.length === 0) return offset === 0 ? { rows: [], counted: 0 } : null;
            return { rows: rows.map(({ kind, id }) => ({ kind, id })), counted: rows[0]?.total ?? 0 };
          },
        }
      : {}),
    // a typo: the text with its unknown words corrected (text-search.ts), searched as any text is, its best matches
    typos: async () => {
      const corrected = await correctedText(q, 'discovery', p.text);
      const ranked = pages.get('text:relevance:DESC');
      if (corrected === null || !ranked) return [];
      return ranked.run(q, ...params(TYPO_CANDIDATES, 0, corrected));
    },
    estimate,
    ...(broad && (await isBroad(q, 'contents', p.text))
      ? { broad: { page: (limit, offset) => broad.run(q, ...params(limit, offset)) } }
      : {}),
  });
}

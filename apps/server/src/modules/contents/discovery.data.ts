import type { Language } from '@trilha/contract';
import type { Queryable } from '../../platform/db/connect.ts';
import { statement } from '../../platform/db/statements.ts';

const DISCOVERY_SORT_SQL = {
  relevance: 'rank desc, created_at desc, id desc',
  recent: 'created_at {order}, id {order}',
  title: 'title {order}, id {order}',
  popular: 'hits {order}, created_at desc, id desc',
} as const;
type Sort = keyof typeof DISCOVERY_SORT_SQL;

/**
 * One page of discovery: contents and pathways the caller may see, matching the folded text ($5) by full text in
 * 'simple' and the three stemmers, or by trigram word similarity (typos), with the advanced filter. Contents show
 * to members of their workspace and, when published to discovery (public, not private), to everyone; pathways to
 * members and, when not private, to everyone. The content-only filters (type, level, language, duration) leave
 * pathways out.
 */
// $2 (the caller's language) is not read by the search itself; the CTE types it so the statement prepares.
const SEARCH = `with q as (
    select case when $5 = '' then null else
      websearch_to_tsquery('simple', $5) || websearch_to_tsquery('portuguese', $5)
      || websearch_to_tsquery('english', $5) || websearch_to_tsquery('spanish', $5) end as tsq
      , $2::text as language
  ), found as (
    select 'content' as kind, c.id, c.created_at, c.title, c.hits,
      case when $5 = '' then 0 else ts_rank(c.search_vector, q.tsq) * 2 + word_similarity($5, c.search_text) end as rank
    from contents c cross join q
    left join workspace_members m on m.workspace_id = c.workspace_id and m.user_id = $1
    where 'content' = any($6::text[])
      and ((c.is_public and not c.is_private) or m.user_id is not null)
      and ($5 = '' or c.search_vector @@ q.tsq or $5 <% c.search_text)
      and (cardinality($7::text[]) = 0 or c.type = any($7::text[]))
      and (cardinality($8::text[]) = 0 or c.level = any($8::text[]))
      and (cardinality($9::text[]) = 0 or c.language = any($9::text[]))
      and (cardinality($10::text[]) = 0 or c.duration_unit = any($10::text[]))
      and (cardinality($11::uuid[]) = 0 or exists (
        select 1 from content_skills cs where cs.content_id = c.id and cs.skill_id = any($11::uuid[])))
      and ($12::uuid is null or c.workspace_id = $12::uuid)
    union all
    select 'list', l.id, l.created_at, l.title, l.hits,
      case when $5 = '' then 0 else ts_rank(l.search_vector, q.tsq) * 2 + word_similarity($5, l.search_text) end
    from lists l cross join q
    left join workspace_members m on m.workspace_id = l.workspace_id and m.user_id = $1
    where 'list' = any($6::text[])
      and cardinality($7::text[]) + cardinality($8::text[]) + cardinality($9::text[]) + cardinality($10::text[]) = 0
      and (not l.is_private or m.user_id is not null)
      and ($5 = '' or l.search_vector @@ q.tsq or $5 <% l.search_text)
      and (cardinality($11::uuid[]) = 0 or exists (
        select 1 from list_skills ls where ls.list_id = l.id and ls.skill_id = any($11::uuid[])))
      and ($12::uuid is null or l.workspace_id = $12::uuid)
  )
  select kind, id, count(*) over ()::int as total from found`;

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

const statements = new Map<string, ReturnType<typeof statement<Params, { kind: 'content' | 'list'; id: string; total: number }>>>();
for (const [sort, sql] of Object.entries(DISCOVERY_SORT_SQL)) {
  for (const order of ['ASC', 'DESC'] as const) {
    statements.set(
      `${sort}:${order}`,
      statement(
        `discovery.search.${sort}.${order.toLowerCase()}`,
        `${SEARCH} order by ${sql.replaceAll('{order}', order)} limit $3 offset $4`,
      ),
    );
  }
}

export async function searchDiscovery(q: Queryable, sort: Sort, order: 'ASC' | 'DESC', p: DiscoveryParams) {
  const run = statements.get(`${sort}:${order}`);
  if (!run) return [];
  return run.run(
    q,
    p.viewerId,
    p.language,
    p.limit,
    p.offset,
    p.text,
    p.categories,
    p.types,
    p.levels,
    p.languages,
    p.units,
    p.skills,
    p.workspaceId,
  );
}

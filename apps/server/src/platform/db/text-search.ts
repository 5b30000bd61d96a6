import type { Queryable } from './connect.ts';
import type { Statement } from './statements.ts';

/**
 * The shape every text search shares (positions, courses, contents and pathways), so its cost stays bounded however
 * many rows match:
 * - the full-text index finds the candidates, at most SEARCH_CANDIDATES of them (more only as far as the page asked
 *   for reaches, never past SEARCH_COUNT_CAP), and only those are ranked: ranking reads each candidate's vector, so
 *   ranking every match of a broad word read thousands;
 * - the trigram index (typos) is asked in a statement of its own, only when the words matched fewer than FEW_MATCHES
 *   rows and the text has at most TYPO_MAX_WORDS words, for at most TYPO_CANDIDATES rows, shown after the full-text
 *   matches: word similarity reads the whole text of each row it checks, for a long phrase its index narrows little,
 *   and merely planning it costs milliseconds (the estimate runs word similarity over the column's statistics);
 * - never `vector @@ q OR text <% t`, which reads the union of both indexes' matches and checks each row with both.
 * Totals stop counting at SEARCH_COUNT_CAP. The statements run in a search transaction (search-transaction.ts).
 */

/** How many full-text matches a search ranks for its first pages. */
export const SEARCH_CANDIDATES = 300;
/** How many typo matches a search adds, when it adds any. */
export const TYPO_CANDIDATES = 20;
/** Below this many full-text matches, a short text also looks for typos. */
const FEW_MATCHES = 20;
/** Texts of more words than this do not look for typos. */
const TYPO_MAX_WORDS = 3;
/** Totals stop counting at this many: "10,000+ results" needs no exact figure, and no count walks every match. */
export const SEARCH_COUNT_CAP = 10_000;

/** The query of a folded text (a parameter) in 'simple' (exact words) and the three stemmers, as the vectors hold. */
export const tsqueryOf = (text: string) => `(websearch_to_tsquery('simple', ${text}) || websearch_to_tsquery('portuguese', ${text})
    || websearch_to_tsquery('english', ${text}) || websearch_to_tsquery('spanish', ${text}))`;

/** The LIMIT of a full-text candidate query, given a page's limit and offset parameters. */
export const candidateLimit = (limit: string, offset: string) =>
  `least(greatest(${SEARCH_CANDIDATES}, ${limit}::int + ${offset}::int), ${SEARCH_COUNT_CAP})`;

export interface SearchSteps<T> {
  /** the full-text matches, counted up to SEARCH_COUNT_CAP */
  count(): Promise<number>;
  /** a page of the full-text matches, in the search's order */
  page(limit: number, offset: number): Promise<T[]>;
  /** at most TYPO_CANDIDATES typo matches (trigram word similarity) that are not full-text matches, best first */
  typos(): Promise<T[]>;
}

/**
 * One page of a text search (a folded text): the full-text matches and, when they are few and the text short, the
 * typo matches after them. One statement after another: a search transaction holds one connection.
 */
export async function searchPage<T>(text: string, limit: number, offset: number, steps: SearchSteps<T>) {
  const total = await steps.count();
  if (total >= FEW_MATCHES || text.split(' ').length > TYPO_MAX_WORDS) return { rows: await steps.page(limit, offset), total };
  const matches = await steps.page(FEW_MATCHES, 0);
  const typos = await steps.typos();
  return { rows: [...matches, ...typos].slice(offset, offset + limit), total: total + typos.length };
}

type IdRow = { id: string };
type CountRow = { total: number };

/** The five statements of a filtered id search: all rows or the text's, each paged and counted, and the typo matches. */
export interface IdSearchStatements<P extends unknown[]> {
  all: Statement<P, IdRow>;
  allCount: Statement<P, CountRow>;
  text: Statement<P, IdRow>;
  textCount: Statement<P, CountRow>;
  typos: Statement<P, IdRow>;
}

/**
 * One page of ids and their total: without a text, the filtered rows in their order; with one, searchPage's steps.
 * `params` gives the statements' parameters for a page (the filters, then limit and offset).
 */
export async function searchIdPage<P extends unknown[]>(
  q: Queryable,
  search: { text: string; limit: number; offset: number },
  statements: IdSearchStatements<P>,
  params: (limit: number, offset: number) => P,
): Promise<{ ids: string[]; total: number }> {
  const ids = (rows: IdRow[]) => rows.map((row) => row.id);
  const total = (rows: CountRow[]) => rows[0]?.total ?? 0;
  const first = params(search.limit, search.offset);
  if (search.text === '') {
    const [rows, counted] = await Promise.all([statements.all.run(q, ...first), statements.allCount.run(q, ...first)]);
    return { ids: ids(rows), total: total(counted) };
  }
  const found = await searchPage(search.text, search.limit, search.offset, {
    count: async () => total(await statements.textCount.run(q, ...first)),
    page: async (limit, offset) => ids(await statements.text.run(q, ...params(limit, offset))),
    typos: async () => ids(await statements.typos.run(q, ...first)),
  });
  return { ids: found.rows, total: found.total };
}

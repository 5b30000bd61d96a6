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

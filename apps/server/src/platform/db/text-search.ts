import { searchApi } from '@trilha/contract';
import type { Queryable } from './connect.ts';
import { type Statement, statement } from './statements.ts';

/**
 * The shape every text search shares (positions, courses, contents and pathways), so its cost stays bounded however
 * many rows match:
 * - the full-text index finds the candidates, at most SEARCH_CANDIDATES of them (more only as far as the page asked
 *   for reaches, never past SEARCH_COUNT_CAP), and only those are ranked: ranking reads each candidate's vector, so
 *   ranking every match of a broad word read thousands;
 * - typos are looked for only when the words matched fewer than FEW_MATCHES rows and the text has at most
 *   TYPO_MAX_WORDS words, at most TYPO_CANDIDATES rows, shown after the full-text matches: each word the documents
 *   never hold is corrected to the most similar word they do hold (search_words, a trigram index over a few thousand
 *   words), and the corrected text is searched through the full-text index (correctedText). A trigram match over the
 *   texts themselves (word similarity) read every row sharing a trigram with the text (111 ms at 1,000,000 positions)
 *   and merely planning it cost milliseconds;
 * - never `vector @@ q OR text <% t`, which reads the union of both indexes' matches and checks each row with both.
 * - a long text (more than SELECTIVE_TERMS words) finds its candidates by its rarest words only (selectiveText):
 *   each word of the full-text query is a posting list the index reads in full, and the common ones ("de", "analista")
 *   are a tenth of the table each while they narrow nothing the rare ones do not.
 * Totals are exact up to SEARCH_COUNT_CAP and stop counting there; past it the total is the planner's estimate of
 * the matches (an EXPLAIN, nothing read), flagged `totalEstimated` so a list says "more than 10,000". The statements
 * run in a search transaction (search-transaction.ts).
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
export const SEARCH_COUNT_CAP = searchApi.SEARCH_EXACT_TOTAL_MAX;
/** A text of more words than this finds its candidates by this many of its rarest words. */
export const SELECTIVE_TERMS = 3;
/**
 * A text whose every word is in at least this share of a table's rows is broad: its candidates are the newest matches,
 * found by walking the filters' date index and testing each row (at most SEARCH_CANDIDATES / BROAD_SHARE rows read),
 * instead of the full-text index, whose bitmap holds every match (a tenth of the table for "analista de dados": 300 ms
 * at 1,000,000 positions before a single row is read).
 */
const BROAD_SHARE = 0.02;
/** How many of the newest filtered rows a broad text's page tests at most. */
export const BROAD_WALK = Math.round(SEARCH_CANDIDATES / BROAD_SHARE);

/**
 * The query of a folded text (a parameter) in 'simple' (exact words) and the three stemmers, as the vectors hold: word by
 * word, each any of its forms, every word required (search_query, migration 0026: at 1,000,000 positions the index
 * intersects 'dados python sql' in 18 to 22 ms where the OR of each dictionary's whole query took 34 to 40).
 */
export const tsqueryOf = (text: string) => `search_query(${text})`;

/** The LIMIT of a full-text candidate query, given a page's limit and offset parameters. */
export const candidateLimit = (limit: string, offset: string) =>
  `least(greatest(${SEARCH_CANDIDATES}, ${limit}::int + ${offset}::int), ${SEARCH_COUNT_CAP})`;

export interface SearchSteps<T> {
  /** the full-text matches, counted up to SEARCH_COUNT_CAP */
  count(): Promise<number>;
  /** a page of the full-text matches, in the search's order */
  page(limit: number, offset: number): Promise<T[]>;
  /** at most TYPO_CANDIDATES typo matches (a corrected text's, correctedText), best first; the full-text matches among them are dropped */
  typos(): Promise<T[]>;
  /** the planner's estimate of the full-text matches, asked only when the count reached SEARCH_COUNT_CAP */
  estimate(): Promise<number>;
  /**
   * A page of the full-text matches and their count (up to SEARCH_COUNT_CAP) from one read of the index's matches, in
   * place of count() then page(), which read them twice (120 ms each for three common words at 1,000,000 positions);
   * null when a page past the first is empty (then the count says why).
   */
  counted?(limit: number, offset: number): Promise<{ rows: T[]; counted: number } | null>;
  /**
   * A broad text's page: the newest SEARCH_CANDIDATES matches among the newest SEARCH_CANDIDATES / BROAD_SHARE rows the
   * filters keep, ranked, walking the filters' date index and testing each row's vector (never the full-text index).
   */
  broad?: { page(limit: number, offset: number): Promise<T[]> };
}

/** A page of a search and its total: exact, or past SEARCH_COUNT_CAP the planner's estimate (`totalEstimated`). */
export interface SearchTotal {
  total: number;
  totalEstimated: boolean;
}

/** The total of a count capped at SEARCH_COUNT_CAP: past it, the estimate (never less than the cap). */
async function totalOf(counted: number, estimate: () => Promise<number>): Promise<SearchTotal> {
  if (counted < SEARCH_COUNT_CAP) return { total: counted, totalEstimated: false };
  return { total: Math.max(SEARCH_COUNT_CAP, Math.round(await estimate())), totalEstimated: true };
}

type PlanRow = { 'QUERY PLAN': { Plan: { 'Plan Rows': number } }[] };

/**
 * A statement answering how many rows the planner expects `query` to yield (EXPLAIN: planned, not run): the total of a
 * search past SEARCH_COUNT_CAP. Give it the matching condition of the search in 'simple' (exact words) only: the
 * planner counts the four dictionaries' lexemes of a word as four words and would overestimate four times.
 */
export function estimateStatement<P extends unknown[]>(name: string, query: string) {
  const explain = statement<P, PlanRow>(name, `explain (format json) ${query}`, { planEachCall: true });
  return {
    async run(q: Queryable, ...params: P): Promise<number> {
      const [row] = await explain.run(q, ...params);
      return row?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0;
    },
  };
}

/**
 * One page of a text search (a folded text, as typed: its word count decides typo matches): the full-text matches
 * and, when they are few and the text short, the typo matches after them. One statement after another: a search
 * transaction holds one connection.
 */
export async function searchPage<T>(
  text: string,
  limit: number,
  offset: number,
  steps: SearchSteps<T>,
): Promise<{ rows: T[] } & SearchTotal> {
  // The planner's estimate first (an EXPLAIN, nothing read): well past the cap, no count reads the matches at all (at
  // 1,000,000 contents counting 10,000 of the 35,000 holding "python" took 620 ms). A broad text past the cap takes its
  // newest matches; below the cap (filters narrow it), or when its words together are rarer than each one (the walk
  // stops at BROAD_WALK rows and the page comes out short), the full-text index's path: testing each row's vector
  // reads it whole (a walk counting 8,500 rows took 100 ms where the index's bitmap of their 900 matches took a few).
  const estimate = Math.round(await steps.estimate());
  if (steps.broad && limit + offset <= SEARCH_CANDIDATES && estimate >= SEARCH_COUNT_CAP) {
    const rows = await steps.broad.page(limit, offset);
    if (rows.length === limit) return { rows, total: estimate, totalEstimated: true };
  }
  if (estimate >= 2 * SEARCH_COUNT_CAP) return { rows: await steps.page(limit, offset), total: estimate, totalEstimated: true };
  const both = steps.counted ? await steps.counted(limit, offset) : null;
  const counted = both ? both.counted : await steps.count();
  if (counted >= FEW_MATCHES || text.split(' ').length > TYPO_MAX_WORDS) {
    const rows = both ? both.rows : await steps.page(limit, offset);
    return { rows, ...(await totalOf(counted, () => Promise.resolve(estimate))) };
  }
  const matches = await steps.page(FEW_MATCHES, 0);
  // a typo's matches may hold some of the words' own (a corrected text finds what the typed one found and more)
  const seen = new Set(matches.map((row) => JSON.stringify(row)));
  const typos = (await steps.typos()).filter((row) => !seen.has(JSON.stringify(row)));
  return { rows: [...matches, ...typos].slice(offset, offset + limit), total: counted + typos.length, totalEstimated: false };
}

type IdRow = { id: string };
type CountRow = { total: number };

/**
 * The statements of a filtered id search: all rows or the text's, each paged, counted and estimated (past the cap),
 * and the typo matches.
 */
export interface IdSearchStatements<P extends unknown[]> {
  /** the page of all rows (no text) and of the text's candidates */
  search: { all: Statement<P, IdRow>; text: Statement<P, IdRow> };
  count: { all: Statement<P, CountRow>; text: Statement<P, CountRow> };
  estimate: { all: { run(q: Queryable, ...params: P): Promise<number> }; text: { run(q: Queryable, ...params: P): Promise<number> } };
  /**
   * The typo matches: the search's own words (search_words' source: the text corrected word by word, then searched as
   * any text is, correctedText), or a statement of trigram word similarity over the texts (which reads every row
   * sharing a trigram with the text: 111 ms at 1,000,000 positions)
   */
  typos: { words: string } | Statement<P, IdRow>;
  /** the page of the text's candidates with the count of its matches, each row with the count (SearchSteps.counted) */
  counted?: Statement<P, IdRow & CountRow>;
  /** a broad text's page (SearchSteps.broad), with the table whose word statistics tell a broad text */
  broad?: { table: string; page: Statement<P, IdRow> };
}

/**
 * One page of ids and their total: without a text, the filtered rows in their order; with one, searchPage's steps.
 * `params` gives the statements' parameters for a page (the filters, then limit and offset).
 */
export async function searchIdPage<P extends unknown[]>(
  q: Queryable,
  /** `text` as searched (selectiveText), `typed` as the person wrote it (its word count decides typo matches) */
  search: { text: string; typed: string; limit: number; offset: number },
  statements: IdSearchStatements<P>,
  /** the parameters of a page (of the text searched, or of `text` when given: a typo's correction) */
  params: (limit: number, offset: number, text?: string) => P,
): Promise<{ ids: string[] } & SearchTotal> {
  const ids = (rows: IdRow[]) => rows.map((row) => row.id);
  const total = (rows: CountRow[]) => rows[0]?.total ?? 0;
  const first = params(search.limit, search.offset);
  if (search.text === '') {
    // the planner's estimate first (an EXPLAIN): well past the cap, no count reads the filtered rows at all
    const rows = await statements.search.all.run(q, ...first);
    const estimate = Math.round(await statements.estimate.all.run(q, ...first));
    if (estimate >= 2 * SEARCH_COUNT_CAP) return { ids: ids(rows), total: estimate, totalEstimated: true };
    const counted = await statements.count.all.run(q, ...first);
    return { ids: ids(rows), ...(await totalOf(total(counted), () => Promise.resolve(estimate))) };
  }
  const found = await searchPage(search.typed, search.limit, search.offset, {
    count: async () => total(await statements.count.text.run(q, ...first)),
    page: async (limit, offset) => ids(await statements.search.text.run(q, ...params(limit, offset))),
    typos: async () => {
      const { typos } = statements;
      if (!('words' in typos)) return ids(await typos.run(q, ...first));
      const corrected = await correctedText(q, typos.words, search.text);
      return corrected === null ? [] : ids(await statements.search.text.run(q, ...params(TYPO_CANDIDATES, 0, corrected)));
    },
    estimate: () => statements.estimate.text.run(q, ...first),
    ...(statements.counted
      ? {
          counted: async (limit: number, offset: number) => {
            const rows = await statements.counted!.run(q, ...params(limit, offset));
            // an empty first page: nothing matched; an empty later page says nothing of the count
            if (rows.length === 0) return offset === 0 ? { rows: [], counted: 0 } : null;
            return { rows: ids(rows), counted: total(rows) };
          },
        }
      : {}),
    ...(statements.broad && (await isBroad(q, statements.broad.table, search.text))
      ? {
          broad: {
            page: async (limit: number, offset: number) => ids(await statements.broad!.page.run(q, ...params(limit, offset))),
          },
        }
      : {}),
  });
  return { ids: found.rows, total: found.total, totalEstimated: found.totalEstimated };
}

const corrections = statement<[string, string], { text: string }>(
  'search.corrected_text',
  `select string_agg(coalesce(
     case when length(t.word) < 3 then t.word end,
     (select w.word from search_words w where w.source = $1 and w.word = t.word),
     (select w.word from search_words w where w.source = $1 and w.word % t.word
      order by similarity(w.word, t.word) desc, w.word limit 1),
     t.word), ' ' order by t.n) as text
   from unnest(string_to_array($2, ' ')) with ordinality t(word, n)`,
);

/**
 * Typo tolerance: a folded text with each word the documents of `source` never hold (search_words: `positions`,
 * `discovery`) replaced by the most similar word they do hold (trigram similarity over the words, not over every
 * document's text: a few thousand rows read where a trigram match over the texts read every row sharing a trigram);
 * null when no word changed. The corrected text is then searched like any other, through the full-text index.
 */
export async function correctedText(q: Queryable, source: string, text: string): Promise<string | null> {
  if (text === '' || /["-]|\bor\b/.test(text)) return null;
  const [row] = await corrections.run(q, source, text);
  return row && row.text !== text ? row.text : null;
}

/** How long a table's word frequencies are kept (they come from ANALYZE, which autovacuum reruns as the table grows). */
const FREQUENCIES_TTL_MS = 10 * 60_000;
const frequencies = new Map<string, { at: number; of: Promise<Map<string, number>> }>();
const commonWords = statement<[string], { word: string; frequency: number }>(
  'search.common_words',
  `select e.word, e.frequency from pg_stats s
   cross join lateral unnest(s.most_common_elems::text::text[], s.most_common_elem_freqs) as e(word, frequency)
   where s.schemaname = current_schema() and s.tablename = $1 and s.attname = 'search_vector' and e.word is not null`,
);

/**
 * The frequencies are one database's, kept by table name: an app built on another database (the tests build one per
 * file in the same process) starts without them.
 */
export function forgetWordFrequencies(): void {
  frequencies.clear();
}

/** The share of a table's rows holding each of its common words (ANALYZE's statistics of its search vector). */
function wordFrequencies(q: Queryable, table: string): Promise<Map<string, number>> {
  const cached = frequencies.get(table);
  if (cached && Date.now() - cached.at < FREQUENCIES_TTL_MS) return cached.of;
  const of = commonWords.run(q, table).then((rows) => new Map(rows.map((row) => [row.word, row.frequency])));
  frequencies.set(table, { at: Date.now(), of });
  of.catch(() => frequencies.delete(table));
  return of;
}

/**
 * The words of a folded text that find its candidates: a text of more than SELECTIVE_TERMS plain words keeps its
 * SELECTIVE_TERMS rarest, in their order (a word missing from the table's common words is rarer than any of them; the
 * longer first among equals), so the index reads the short posting lists of the words that narrow the search and
 * not the long ones of "de", "analista" or "dados". A text with the search syntax (quotes, a minus, "or") is kept.
 */
export async function selectiveText(q: Queryable, table: string, text: string): Promise<string> {
  const words = text.split(' ');
  if (words.length <= SELECTIVE_TERMS || /["-]|\bor\b/.test(text)) return text;
  const common = await wordFrequencies(q, table);
  const rarest = words
    .map((word, index) => ({ word, index, frequency: common.get(word) ?? 0 }))
    .sort((a, b) => a.frequency - b.frequency || b.word.length - a.word.length || a.index - b.index)
    .slice(0, SELECTIVE_TERMS)
    .sort((a, b) => a.index - b.index);
  return rarest.map(({ word }) => word).join(' ');
}

/**
 * Whether every word of a folded text is in at least BROAD_SHARE of a table's rows (ANALYZE's statistics of its
 * search vector): then the newest rows hold its candidates within a short walk. A text with the search syntax is not.
 */
export async function isBroad(q: Queryable, table: string, text: string): Promise<boolean> {
  if (text === '' || /["-]|\bor\b/.test(text)) return false;
  const common = await wordFrequencies(q, table);
  return text.split(' ').every((word) => (common.get(word) ?? 0) >= BROAD_SHARE);
}

import type pg from 'pg';
import { expect } from 'vitest';
import { recordQueries, type SentQuery } from './record-queries.ts';

/** A table counts as large past this many rows: a sequential scan of it fails the plan tests. */
const LARGE_TABLE = 10_000;

interface PlanNode {
  'Node Type': string;
  'Sort Key'?: string[];
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/** Settings a query runs under (search statements run in a search transaction: platform/db/search-transaction.ts). */
export type PlanSettings = Record<string, string>;

/** The plan of a query under `settings` (EXPLAIN, or EXPLAIN ANALYZE with `analyze`), in a transaction rolled back. */
async function planOf(pool: pg.Pool, query: SentQuery, settings: PlanSettings, analyze = false): Promise<PlanNode> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    for (const [name, value] of Object.entries(settings)) await client.query('select set_config($1, $2, true)', [name, value]);
    // a search's estimate is an EXPLAIN itself (platform/db/text-search.ts): the plan of the query it estimates
    const text = query.text.replace(/^explain \(format json\) /, '');
    const { rows } = await client.query({ text: `explain (${analyze ? 'analyze, ' : ''}format json) ${text}`, values: query.values });
    return (rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0]!.Plan;
  } finally {
    await client.query('rollback');
    client.release();
  }
}

/** The large tables a query's plan reads with a sequential scan. */
export async function sequentialScans(pool: pg.Pool, query: SentQuery, settings: PlanSettings = {}): Promise<string[]> {
  const plan = await planOf(pool, query, settings);
  const scanned = nodes(plan)
    .filter((node) => node['Node Type'] === 'Seq Scan' && node['Relation Name'])
    .map((node) => node['Relation Name']!);
  if (scanned.length === 0) return [];
  const sizes = await pool.query<{ relname: string; rows: number }>(
    'select relname, reltuples::int as rows from pg_class where relname = any($1)',
    [scanned],
  );
  return sizes.rows.filter((table) => table.rows > LARGE_TABLE).map((table) => `${table.relname} (${table.rows} rows)`);
}

/** The indexes a query's plan reads. */
export async function indexesRead(pool: pg.Pool, query: SentQuery, settings: PlanSettings = {}): Promise<string[]> {
  return nodes(await planOf(pool, query, settings)).flatMap((node) => (node['Index Name'] ? [node['Index Name']] : []));
}

/**
 * The most rows any node of a query's plan produced when run (EXPLAIN ANALYZE), index scans aside: their rows are
 * index entries, the rows past them are the ones read, filtered, ranked and sorted.
 */
export async function mostRowsRead(pool: pg.Pool, query: SentQuery, settings: PlanSettings = {}): Promise<number> {
  const plan = await planOf(pool, query, settings, true);
  return Math.max(
    ...nodes(plan)
      .filter((node) => !node['Node Type'].includes('Index Scan'))
      .map((node) => (node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1)),
  );
}

/**
 * The rows of `table` a query's plan, run (EXPLAIN ANALYZE), read from the table itself: the rows its scans of the
 * table kept, filtered out or rechecked, and an index-only scan's heap fetches. An index that holds every column a
 * filter tests reads none.
 */
export async function tableRowsRead(pool: pg.Pool, query: SentQuery, table: string, settings: PlanSettings = {}): Promise<number> {
  const plan = await planOf(pool, query, settings, true);
  return nodes(plan)
    .filter((node) => node['Relation Name'] === table)
    .reduce((sum, node) => {
      const loops = node['Actual Loops'] ?? 1;
      if (node['Node Type'] === 'Index Only Scan') return sum + (node['Heap Fetches'] ?? 0);
      const read = (node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0);
      return sum + read * loops;
    }, 0);
}

/** Runs `work` and fails when any query it sent plans a sequential scan of a large table. Plans, not timings. */
export async function expectIndexedOnly(
  pool: pg.Pool,
  work: () => Promise<unknown>,
  exempt?: (query: SentQuery) => boolean,
  settings: PlanSettings = {},
): Promise<void> {
  const sent = await recordQueries(pool, work);
  expect(sent.length).toBeGreaterThan(0);
  // a search's estimate is an EXPLAIN, planned and never run (text-search.ts): its plan reads nothing
  for (const query of sent.filter((sentQuery) => !exempt?.(sentQuery) && !sentQuery.text.startsWith('explain'))) {
    expect(await sequentialScans(pool, query, settings), `sequential scan of a large table in:\n${query.text}`).toEqual([]);
  }
}

/**
 * The sorts of a query's plan, run (EXPLAIN ANALYZE), that were fed more than `bound` rows: a search that ranks or
 * orders every match instead of a bounded set of candidates (or an index's order). Each as its sort key and rows.
 */
export async function unboundedSorts(pool: pg.Pool, query: SentQuery, bound: number, settings: PlanSettings = {}): Promise<string[]> {
  const plan = await planOf(pool, query, settings, true);
  return nodes(plan)
    .filter((node) => node['Node Type'].endsWith('Sort'))
    .flatMap((node) => {
      const fed = Math.max(0, ...(node.Plans ?? []).map((child) => (child['Actual Rows'] ?? 0) * (child['Actual Loops'] ?? 1)));
      return fed > bound ? [`${node['Node Type']} of ${fed} rows by ${(node['Sort Key'] ?? []).join(', ')}`] : [];
    });
}

/**
 * Runs `work` (a search) and fails when any query it sent plans a sequential scan of a large table or sorts more than
 * `sortBound` rows (a search's candidates are bounded: text-search.ts). Plans under the search transaction's settings.
 */
export async function expectIndexBound(
  pool: pg.Pool,
  work: () => Promise<unknown>,
  options: { settings: PlanSettings; sortBound: number; exempt?: (query: SentQuery) => boolean },
): Promise<void> {
  const sent = await recordQueries(pool, work);
  expect(sent.length).toBeGreaterThan(0);
  // a search's estimate is an EXPLAIN, planned and never run (text-search.ts): its plan reads nothing
  for (const query of sent.filter((sentQuery) => !sentQuery.text.startsWith('explain'))) {
    if (!options.exempt?.(query)) {
      expect(await sequentialScans(pool, query, options.settings), `sequential scan of a large table in:\n${query.text}`).toEqual([]);
    }
    expect(await unboundedSorts(pool, query, options.sortBound, options.settings), `unbounded sort in:\n${query.text}`).toEqual([]);
  }
}

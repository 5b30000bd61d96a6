import type pg from 'pg';
import { expect } from 'vitest';
import { recordQueries, type SentQuery } from './record-queries.ts';

/** A table counts as large past this many rows: a sequential scan of it fails the plan tests. */
const LARGE_TABLE = 10_000;

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/** The large tables a query's plan reads with a sequential scan. */
export async function sequentialScans(pool: pg.Pool, query: SentQuery): Promise<string[]> {
  const { rows } = await pool.query({ text: `explain (format json) ${query.text}`, values: query.values });
  const plan = (rows[0]['QUERY PLAN'] as { Plan: PlanNode }[])[0]!.Plan;
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

/** Runs `work` and fails when any query it sent plans a sequential scan of a large table. Plans, not timings. */
export async function expectIndexedOnly(
  pool: pg.Pool,
  work: () => Promise<unknown>,
  exempt?: (query: SentQuery) => boolean,
): Promise<void> {
  const sent = await recordQueries(pool, work);
  expect(sent.length).toBeGreaterThan(0);
  for (const query of sent.filter((sentQuery) => !exempt?.(sentQuery))) {
    expect(await sequentialScans(pool, query), `sequential scan of a large table in:\n${query.text}`).toEqual([]);
  }
}

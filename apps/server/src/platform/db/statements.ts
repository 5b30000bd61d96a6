import type pg from 'pg';
import type { Queryable } from './connect.ts';

/**
 * Named statements: the data-layer pattern for every query a typical request makes.
 *
 * Drizzle builds its SQL anew on every call and sends it unnamed, so PostgreSQL parses and plans it every time
 * (measured: the ORM took 30% of server CPU on GET /v1/auth/data). A named statement is written once as SQL,
 * prepared once per connection by PostgreSQL, and its rows arrive in the shape the caller wants (columns aliased
 * to camelCase, pg's own parsers for timestamptz, jsonb and arrays), so nothing is rebuilt or remapped per request.
 *
 * Use it for hot paths (session lookup, workspace access, payloads of every screen, list pages); Drizzle stays for
 * writes and rare queries, where clarity wins. Give each statement a unique name (`<domain>.<what>`), keep its SQL
 * fixed (a variant is a second statement, never string building), and put it in the domain's `*.data.ts`
 * beside the Drizzle queries of the same tables. `run` takes the pool or a transaction, like every data function.
 */
export interface Statement<Params extends unknown[], Row> {
  readonly name: string;
  readonly text: string;
  run(q: Queryable, ...params: Params): Promise<Row[]>;
}

const names = new Set<string>();

export interface StatementOptions {
  /**
   * Plan each call for its values instead of reusing a prepared plan. After five runs PostgreSQL may switch a
   * prepared statement to one generic plan for all values; for a search whose best plan depends on them (a text
   * that matches 2% or 60% of a table, optional filters that are empty or not) that plan is the wrong one: the
   * course search by name ran twice as slow from its sixth call. Such a query is sent unnamed (parse and plan,
   * about a millisecond) and still written and typed as a statement.
   */
  planEachCall?: boolean;
}

export function statement<Params extends unknown[], Row>(
  name: string,
  text: string,
  options: StatementOptions = {},
): Statement<Params, Row> {
  // Two statements under one name would make PostgreSQL run the first one's SQL for the second.
  if (names.has(name)) throw new Error(`statement ${name} is defined twice`);
  names.add(name);
  const prepared = !options.planEachCall;
  return {
    name,
    text,
    async run(q, ...params) {
      const result = await clientOf(q).query<Row & pg.QueryResultRow>(prepared ? { name, text, values: params } : { text, values: params });
      return result.rows;
    },
  };
}

/** The pg pool behind a Drizzle database, or the connection a Drizzle transaction holds. */
function clientOf(q: Queryable): pg.Pool | pg.ClientBase {
  if ('$client' in q) return q.$client;
  // A node-postgres transaction keeps its connection on its session (drizzle-orm 0.45, node-postgres/session.js).
  return (q as unknown as { session: { client: pg.ClientBase } }).session.client;
}

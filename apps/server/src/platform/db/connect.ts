import { drizzle, type NodePgDatabase, NodePgSession } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../db/schema/index.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

/**
 * Drizzle's transaction on a pool takes a client and sends BEGIN before the try/finally that gives the client back,
 * so a BEGIN that fails (on a connection the server closed while it sat idle in the pool, found broken only when
 * used) kept the client lent for good: the pool lost a connection for every such failure, and closing the pool
 * waited forever. Here the pool's transaction takes the client itself and always gives it back, destroying it when
 * the failure was the connection's, so a broken connection is never lent again. The same Drizzle code runs the
 * transaction on that one client.
 */
type Transaction = NodePgSession<Record<string, unknown>, never>['transaction'];
const drizzleTransaction = NodePgSession.prototype.transaction as Transaction;
NodePgSession.prototype.transaction = async function transaction(this: NodePgSession<Record<string, unknown>, never>, work, config) {
  const { client: pool, dialect, options } = this as unknown as { client: unknown; dialect: never; options: never };
  if (!(pool instanceof pg.Pool)) return drizzleTransaction.call(this, work, config);
  const client = await pool.connect();
  const session = new NodePgSession(client, dialect, (this as unknown as { schema: never }).schema, options);
  let broken: Error | undefined;
  try {
    return await drizzleTransaction.call(session as never, work, config);
  } catch (error) {
    if (isDatabaseUnavailable(error)) broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(broken);
  }
} as Transaction;

// `$client`: the pool, which named statements (statements.ts) query directly.
export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything a data-access function can run queries on: the pool or a transaction. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  pool: pg.Pool;
  close(): Promise<void>;
}

export interface PoolOptions {
  max?: number;
  /** PostgreSQL cancels a statement running longer (57014: a 503 for the request); 0 (the default: scripts, tests)
   * for none; the API's pool takes DB_STATEMENT_TIMEOUT_MS (bootstrap.ts) */
  statementTimeoutMs?: number;
  /** how long a request waits to connect or for a free connection before it fails (a 503) */
  connectionTimeoutMs?: number;
}

/**
 * A pool that fails fast when the database cannot answer, instead of hanging requests: a connection and a statement
 * timeout, a client-side query timeout a little past it (a frozen server enforces no statement timeout), a limit on
 * idle transactions, and TCP keep-alive. A broken connection is dropped and the next request makes a new one, so the
 * pool recovers by itself when the database comes back.
 */
export function connectDatabase(url: string, options: number | PoolOptions = {}): Database {
  const { max = 10, statementTimeoutMs = 0, connectionTimeoutMs = 5_000 } = typeof options === 'number' ? { max: options } : options;
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: connectionTimeoutMs,
    keepAlive: true,
    ...(statementTimeoutMs > 0 && {
      statement_timeout: statementTimeoutMs,
      query_timeout: statementTimeoutMs + 2_000,
      idle_in_transaction_session_timeout: Math.max(60_000, statementTimeoutMs * 2),
    }),
  });
  return wrap(pool);
}

/**
 * The readiness probe's own pool of one connection, to the database of `pool`: a flood holding every connection of the
 * API's pool cannot make readiness wait behind it (and a load balancer drop a process that is only busy). The
 * connection is kept open (each probe is one round trip), and one that stops answering is dropped after `timeoutMs`.
 */
export function connectProbe(pool: pg.Pool, timeoutMs: number): Database {
  return wrap(
    new pg.Pool({
      ...pool.options,
      max: 1,
      idleTimeoutMillis: 0,
      connectionTimeoutMillis: timeoutMs,
      statement_timeout: timeoutMs,
      query_timeout: timeoutMs,
    }),
  );
}

function wrap(pool: pg.Pool): Database {
  // A client that loses its connection must not crash the process: the pool listens to its idle clients ('error'),
  // but takes its listener off a client it lends, and a backend ended between two statements of a lent client (a
  // database restart while a transaction waits on the app) is an 'error' event with no query to fail. Every client
  // keeps a listener of its own; the broken one fails its next statement and the pool drops it on release.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

/** Creates a database on the server of `adminUrl` if it is missing. */
export async function ensureDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      const from = template ? ` template ${client.escapeIdentifier(template)}` : '';
      await client.query(`create database ${client.escapeIdentifier(name)}${from}`);
    }
  } finally {
    await client.end();
  }
}

/**
 * Whether an error means the database cannot answer now (down, restarting, frozen, out of connections, a statement
 * past its timeout, or a failover under way), as opposed to a bug or a bad request: the API answers those with 503
 * and Retry-After, never a 500. Drizzle wraps the driver's error as `cause`, so the chain is walked.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is stopping (pg_ctl stop or restart)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  '57014', // query_canceled: statement_timeout
  '25P03', // idle_in_transaction_session_timeout
  // read_only_sql_transaction: a write reached a server still in recovery. The API writes only through DATABASE_URL,
  // the primary; behind a proxy that follows the cluster's leader (deploy/ha/README.md) a standby answers there while
  // Patroni promotes it (the leader key is taken and the proxy's check passes a moment before recovery ends), or an
  // old leader demoted in a switchover before the proxy's check has taken it out. The next try reaches the primary.
  '25006',
]);
const UNAVAILABLE_SYSCALLS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
// what pg's Pool and Client throw when a connection cannot be made in time, breaks, or a query waits past query_timeout
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection ended|Client was closed)/;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SYSCALLS.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08'))) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

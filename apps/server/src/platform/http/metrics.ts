import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, type Metric, Registry } from 'prom-client';
import type { ReplicaStatus } from '../db/read-replicas.ts';
import { AppError } from './app-error.ts';
import { RequestDurations } from './request-durations.ts';

/** What a scrape adds besides the request metrics: gauges read when scraped (pool, queues, outbox). */
export interface MetricsSources {
  pool: pg.Pool;
  /** e-mails waiting in the outbox, and those that failed every try, read at scrape time */
  outboxBacklog?: () => Promise<number>;
  outboxFailed?: () => Promise<number>;
  /** the read replicas of DATABASE_READ_URL with their state and lag, as their last check left them */
  replicas?: () => ReplicaStatus[];
}

export interface AppMetrics {
  registry: Registry;
  jobRuns: Counter<'job' | 'outcome'>;
  /** requests refused before reaching a handler, by reason (in-flight.ts: queue_full, wait_timeout) */
  refused: Counter<'reason'>;
  /** records a completed request (called by the completed-request hook: one hook for the log line and the metrics) */
  observe(request: FastifyRequest, reply: FastifyReply): void;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** Loopback callers (no forwarding header naming anyone else), or anyone with `Authorization: Bearer METRICS_TOKEN`. */
function mayScrape(request: FastifyRequest, token: string | undefined): boolean {
  if (token && request.headers.authorization === `Bearer ${token}`) return true;
  return LOOPBACK.has(request.socket.remoteAddress ?? '') && !request.headers['x-forwarded-for'];
}

/**
 * Prometheus metrics at `GET /metrics` (prom-client, one registry per app): requests by route and status with their
 * latency (`observe`, called when a request completes), the database pool, the outbox backlog, background jobs and
 * the process's own metrics.
 */
export function registerMetrics(app: FastifyInstance, sources: MetricsSources, token: string | undefined): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const durations = new RequestDurations();
  registry.registerMetric(durations as unknown as Metric);
  const pool = sources.pool;
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections by state (total, idle, in use, and requests waiting for one)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });
  const outboxBacklog = sources.outboxBacklog;
  if (outboxBacklog) {
    new Gauge({
      name: 'outbox_backlog',
      help: 'E-mails waiting in the outbox for delivery',
      registers: [registry],
      async collect() {
        this.set(await outboxBacklog().catch(() => Number.NaN));
      },
    });
  }
  const outboxFailed = sources.outboxFailed;
  if (outboxFailed) {
    new Gauge({
      name: 'outbox_failed',
      help: 'E-mails that failed every delivery try (last_error in outbox_messages)',
      registers: [registry],
      async collect() {
        this.set(await outboxFailed().catch(() => Number.NaN));
      },
    });
  }
  const replicas = sources.replicas;
  if (replicas) {
    new Gauge({
      name: 'db_replica_lag_seconds',
      help: 'How far behind each read replica is: the age of the oldest change of the primary it has not replayed (NaN while down)',
      labelNames: ['replica'] as const,
      registers: [registry],
      collect() {
        for (const replica of replicas()) this.set({ replica: replica.name }, replica.lagMs === null ? Number.NaN : replica.lagMs / 1000);
      },
    });
    new Gauge({
      name: 'db_replica_up',
      help: 'Whether each read replica takes reads (1), or is out of rotation (0): lagging past DB_READ_MAX_LAG_MS or down',
      labelNames: ['replica', 'state'] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const replica of replicas()) this.set({ replica: replica.name, state: replica.state }, replica.state === 'ok' ? 1 : 0);
      },
    });
  }
  const jobRuns = new Counter({
    name: 'background_job_runs_total',
    help: 'Background job runs by job and outcome (ok, failed, skipped while the database is away)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const refused = new Counter({
    name: 'http_requests_refused_total',
    help: 'Requests refused with 429 because their client had too many in flight: its line full (queue_full) or its wait too long (wait_timeout)',
    labelNames: ['reason'] as const,
    registers: [registry],
  });

  const observe = (request: FastifyRequest, reply: FastifyReply) =>
    // the route's pattern, not the URL: one series per endpoint, whatever the ids in it
    durations.observe(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!mayScrape(request, token)) throw new AppError('permission.denied');
    reply.header('content-type', registry.contentType);
    return registry.metrics();
  });
  return { registry, jobRuns, refused, observe };
}

// The contract's zod error map (field message keys in every issue), before any schema runs.
import '@trilha/contract/errors/zod-messages';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyRequest, LogController } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { READY_TIMEOUT_MS } from './modules/health/index.ts';
import { registerJobAlertPages } from './modules/job-alerts/index.ts';
import { registerPackageFileRoutes } from './modules/learning/index.ts';
import { registerPublicPages } from './modules/public-pages/index.ts';
import { routeTable } from './modules/routes.ts';
import { registerWalletHttp } from './modules/wallet/index.ts';
import type { Clock } from './platform/clock.ts';
import { connectProbe, type Db } from './platform/db/connect.ts';
import { createReadRouting } from './platform/db/read-replicas.ts';
import { forgetWordFrequencies } from './platform/db/text-search.ts';
import type { Deps } from './platform/deps.ts';
import { guardDevTools } from './platform/http/dev-tools-guard.ts';
import { frameworkErrorHandler, installErrorHandler } from './platform/http/error-handler.ts';
import { limitInFlight } from './platform/http/in-flight.ts';
import { installJsonBodyLimits } from './platform/http/json-body.ts';
import { lazyRequestLoggers, logCompletedRequests, loggerOptions } from './platform/http/logging.ts';
import { registerMetrics } from './platform/http/metrics.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerRoutes } from './platform/http/register.ts';
import { requestIdOf } from './platform/http/request-id.ts';
import { installRequestTimeouts, serverRequestTimeoutMs } from './platform/http/request-timeouts.ts';
import { serializerCompiler } from './platform/http/response-serializer.ts';
import { registerSecurityHeaders } from './platform/http/security-headers.ts';
import { registerSpa } from './platform/http/spa.ts';
import { type Lifecycle, newLifecycle } from './platform/lifecycle.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { outboxBacklog, outboxFailed } from './platform/mail/outbox-backlog.ts';
import { createStorage } from './platform/storage/create-storage.ts';
import { registerFileRoutes } from './platform/storage/file-routes.ts';

export interface AppOptions {
  config: Config;
  db: Db;
  clock: Clock;
  /** a log destination for tests that read the log */
  logStream?: NodeJS.WritableStream;
  /** the process's state as a load balancer sees it (main.ts turns it to draining on SIGTERM) */
  lifecycle?: Lifecycle;
  /** false only in the bench's twin that measures what request ids and request metrics cost (default true) */
  observability?: boolean;
}

// the routes that take a file: held to an idle timeout while their body arrives, not to the whole request's
const UPLOAD_ROUTES = new Set(
  routeTable.routes.filter(({ endpoint }) => endpoint.multipart).map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`),
);
const isUploadRoute = (request: FastifyRequest) => UPLOAD_ROUTES.has(`${request.routeOptions.method} ${request.routeOptions.url}`);

/** Builds the whole HTTP application without listening, so tests can use app.inject. */
export async function buildApp({
  config,
  db,
  clock,
  logStream,
  lifecycle = newLifecycle(),
  observability = true,
}: AppOptions): Promise<{ app: FastifyInstance; deps: Deps }> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    // one line per request is written by logCompletedRequests instead of Fastify's two
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    // X-Forwarded-For is believed only for the configured number of proxies in front of us
    trustProxy: config.trustProxyHops > 0 ? (_address: string, hop: number) => hop < config.trustProxyHops : false,
    // a body trickled a byte at a time is cut off when the whole request has not arrived in time: Node's own timeout
    // is an upload's (the longest), installRequestTimeouts holds every other route to REQUEST_TIMEOUT_MS
    requestTimeout: serverRequestTimeoutMs(config),
    connectionTimeout: config.connectionTimeoutMs,
    // Node 20 honours the request timeout only when the server is created with it (Fastify sets it later);
    // it checks on this period, whose 30 s default would let a trickle run 30 s too long
    http: {
      requestTimeout: serverRequestTimeoutMs(config),
      headersTimeout: Math.min(60_000, config.requestTimeoutMs),
      connectionsCheckingInterval: Math.max(50, Math.min(5_000, config.requestTimeoutMs / 4)),
    },
    frameworkErrors: frameworkErrorHandler,
    // X-Request-Id kept when sane, else a UUID: unique across processes, returned on every response
    ...(observability && { genReqId: requestIdOf }),
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installJsonBodyLimits(app);
  installRequestTimeouts(app, config, isUploadRoute);
  guardDevTools(app, config);
  lazyRequestLoggers(app);
  forgetWordFrequencies();
  // lag-tolerant reads on the replicas of DATABASE_READ_URL, checked every half second, closed with the app
  const reads = createReadRouting({
    primary: db,
    urls: config.databaseReadUrls,
    maxLagMs: config.dbReadMaxLagMs,
    clock,
    log: app.log as unknown as Logger,
    poolMax: config.dbPoolMax,
    statementTimeoutMs: config.dbStatementTimeoutMs,
    checkEveryMs: config.nodeEnv === 'test' ? 0 : 500,
  });
  app.addHook('onClose', () => reads.close());
  const metrics = registerMetrics(
    app,
    {
      pool: db.$client,
      outboxBacklog: () => outboxBacklog(db),
      outboxFailed: () => outboxFailed(db),
      replicas: () => reads.status(),
    },
    config.metricsToken,
  );
  logCompletedRequests(app, observability ? metrics.observe : undefined);
  // Before every route: each client's requests in flight are bounded below the pool's size, so one client cannot
  // hold every connection (a script without its database, as printing the OpenAPI document, counts DB_POOL_MAX).
  const poolSize = db.$client?.options.max ?? config.dbPoolMax;
  limitInFlight(app, {
    perClient: config.inFlight.perClient ?? Math.max(1, Math.min(8, poolSize - 2)),
    waitingPerClient: config.inFlight.waitingPerClient,
    waitMs: config.inFlight.waitMs,
    onRefused: (reason) => metrics.refused.inc({ reason }),
  });
  // readiness asks on a connection of its own, closed with the app
  const probe = db.$client ? connectProbe(db.$client, READY_TIMEOUT_MS) : null;
  if (probe) app.addHook('onClose', () => probe.close());

  const deps: Deps = {
    db,
    probeDb: probe?.db ?? db,
    reads,
    clock,
    config,
    log: app.log as unknown as Logger,
    mailer: createMailer(db, clock, config.smtpUrl, config.mailFrom),
    storage: await createStorage(config.storage),
    lifecycle,
    metrics,
  };

  await registerSecurityHeaders(app, { requestIds: observability });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 4, fields: 30 } });
  await registerOpenApi(app, config.publicUrl);
  registerWalletHttp(app, deps);
  registerRoutes(app, deps, routeTable);
  registerFileRoutes(app, deps);
  registerPackageFileRoutes(app, deps);
  registerPublicPages(app, deps);
  registerJobAlertPages(app, deps);
  await registerSpa(app, config.webDist);
  await app.ready();
  return { app, deps };
}

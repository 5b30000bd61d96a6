import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import { allRoutes } from './modules/routes.ts';
import type { Clock } from './platform/clock.ts';
import type { Db } from './platform/db/connect.ts';
import type { Deps } from './platform/deps.ts';
import { installErrorHandler } from './platform/http/error-handler.ts';
import { logCompletedRequests, loggerOptions } from './platform/http/logging.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { registerRoutes } from './platform/http/register.ts';
import { registerSpa } from './platform/http/spa.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { registerFileRoutes } from './platform/storage/file-routes.ts';

export interface AppOptions {
  config: Config;
  db: Db;
  clock: Clock;
  /** a log destination for tests that read the log */
  logStream?: NodeJS.WritableStream;
}

/** Builds the whole HTTP application without listening, so tests can use app.inject. */
export async function buildApp({ config, db, clock, logStream }: AppOptions): Promise<{ app: FastifyInstance; deps: Deps }> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    // one line per request is written by logCompletedRequests instead of Fastify's two
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  logCompletedRequests(app);

  const deps: Deps = { db, clock, config, log: app.log as unknown as Logger, mailer: createMailer(db, clock, config.smtpUrl, config.mailFrom) };

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", "'unsafe-inline'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        'connect-src': ["'self'"],
        'font-src': ["'self'", 'data:'],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 4, fields: 30 } });
  await registerOpenApi(app);
  registerRoutes(app, deps, allRoutes);
  registerFileRoutes(app, deps);
  await registerSpa(app, config.webDist);
  await app.ready();
  return { app, deps };
}

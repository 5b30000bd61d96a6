import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions } from 'pino';

/** Something every mask below needs to find: a URL without any of these (nearly every request) is logged as it is. */
const MAY_HOLD_SECRET = /resetpassw\/|changepassword\/|invites?\/|[?&](?:token|code|email|to|inviteId|invite)=|@|%40/i;

/**
 * Secret-bearing path segments (recovery codes, invite ids, which work as invite tokens) and e-mail
 * addresses are masked before a URL reaches the log.
 */
const maskUrl = (url: string) =>
  !MAY_HOLD_SECRET.test(url)
    ? url
    : url
        .replace(/(\/resetpassw\/)[^/?#]+/i, '$1***')
        .replace(/(\/changepassword\/[^/]+\/)[^/?#]+/i, '$1***')
        .replace(/(\/invites?\/)[^/?#]+/gi, '$1***')
        .replace(/([?&](?:token|code|email|to|inviteId|invite)=)[^&#]+/gi, '$1***')
        // segment by segment (linear: a pattern spanning the segment would backtrack quadratically on a long URL)
        .replace(/[^/?&=#]+/g, (part) => (part.includes('@') || /%40/i.test(part) ? '***' : part));

/**
 * Options for the app's pino logger. Without a test stream, lines go to stdout asynchronously in 4 KB batches:
 * a synchronous write per request was the largest cost on the request path (npm run bench).
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    stream: stream ?? pino.destination({ dest: 1, sync: false, minLength: 4096 }),
    redact: { paths: ['req.headers.authorization', '*.password', '*.confirmPassword', '*.currentPassword', '*.token'], censor: '***' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: maskUrl(req.url), ip: req.ip }),
    },
  };
}

const asIs = <T>(value: T) => value;

/**
 * One line per request, when it completes (Fastify's own logging writes two): byte for byte the line request.log
 * wrote (`reqId` first, where its binding was), through a logger made once. The URL is masked here and the line
 * holds no header nor body, so the redaction paths, which ran as a wildcard pass over each of its fields, had nothing
 * to find there; every other log call keeps them. With the masks skipped on a URL that holds nothing to mask, this
 * took about 15% of the server's CPU per GET /v1/health off (npm run bench, 2 cores).
 */
export function logCompletedRequests(app: FastifyInstance, observe?: (request: FastifyRequest, reply: FastifyReply) => void): void {
  const line = app.log.child({}, { redact: [], serializers: { req: asIs } });
  app.addHook('onResponse', (request, reply, done) => {
    observe?.(request, reply);
    // a health probe's success is the one line an operator never reads, written every few seconds per prober
    if (reply.statusCode < 400 && request.endpoint?.probe) return done();
    line.info(
      {
        reqId: request.id,
        req: { method: request.method, url: maskUrl(request.url), ip: request.ip },
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
    done();
  });
}

type Loose = (...args: unknown[]) => void;

/**
 * request.log, made on its first use: Fastify gives every request a pino child logger bound to its id, and most
 * requests never log through it (the completed-request line has its own logger), so making one each time was
 * 2 to 3 µs of every request for nothing (npm run bench, GET /v1/health). The first call makes the real child, with
 * the same bindings and options, and every later call goes to it.
 */
class LazyChildLogger {
  #child: FastifyBaseLogger | undefined;
  readonly #parent: FastifyBaseLogger;
  readonly #bindings: Bindings;
  readonly #options: ChildLoggerOptions;

  constructor(parent: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions) {
    this.#parent = parent;
    this.#bindings = bindings;
    this.#options = options;
  }

  #real(): FastifyBaseLogger {
    this.#child ??= this.#parent.child(this.#bindings, this.#options);
    return this.#child;
  }

  get level(): string {
    return this.#child?.level ?? this.#parent.level;
  }

  set level(value: string) {
    this.#real().level = value;
  }

  fatal(...args: unknown[]): void {
    (this.#real().fatal as Loose)(...args);
  }

  error(...args: unknown[]): void {
    (this.#real().error as Loose)(...args);
  }

  warn(...args: unknown[]): void {
    (this.#real().warn as Loose)(...args);
  }

  info(...args: unknown[]): void {
    (this.#real().info as Loose)(...args);
  }

  debug(...args: unknown[]): void {
    (this.#real().debug as Loose)(...args);
  }

  trace(...args: unknown[]): void {
    (this.#real().trace as Loose)(...args);
  }

  silent(...args: unknown[]): void {
    (this.#real().silent as Loose)(...args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
}

/** Requests get their logger on first use (LazyChildLogger). */
export function lazyRequestLoggers(app: FastifyInstance): void {
  app.setChildLoggerFactory((logger, bindings, options) => new LazyChildLogger(logger, bindings, options) as unknown as FastifyBaseLogger);
}

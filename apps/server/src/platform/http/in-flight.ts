import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/session-lookup.ts';
import { hashToken } from '../auth/tokens.ts';
import { AppError } from './app-error.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** the turn this request holds among its client's requests in flight; null when exempt */
    turn: Turn | null;
  }
  interface FastifyContextConfig {
    /** the route looks the bearer token's session up (register.ts): its turn moves to the signed-in user's */
    readsSession?: boolean;
  }
}

/** Why a request was refused: its client already had as many waiting, or it waited too long for a turn. */
export type Refusal = 'queue_full' | 'wait_timeout';

export interface InFlightOptions {
  /** requests of one client running at once (each may hold a database connection) */
  perClient: number;
  /** requests of one client waiting for a turn; past them, 429 at once */
  waitingPerClient: number;
  /** a request waits no longer for a turn; then 429 */
  waitMs: number;
  /** counts each refusal (metrics) */
  onRefused?: (reason: Refusal) => void;
}

/** A refused client may try again a second later: a turn frees as soon as one of its requests ends. */
const RETRY_AFTER_SECONDS = 1;

/**
 * A request whose client went away keeps its turn until its handler ends (the handler keeps its connection till then:
 * a client that fires and hangs up at once must not get more than its share). Should the pipeline never say it ended,
 * the turn is given back this long after the disconnection, so it cannot leak.
 */
const ABANDONED_TURN_MS = 120_000;

/** Routes that never wait on the pool, or that a load balancer and a scraper must always reach. */
const EXEMPT_ROUTES = new Set(['/v1/health', '/v1/health/live', '/v1/health/ready', '/metrics']);
/** Stored files and the public pages' style and script: read from storage or memory, and many per screen. */
const EXEMPT_PREFIXES = ['/v1/files/', '/v1/assets/file/', '/public-pages/'];
/** the route of the built web app's files (spa.ts) */
const STATIC_FILES_ROUTE = '/*';

/** Whether the request bypasses the limit: health, metrics, static files, and answers of no route (404, the SPA). */
function isExempt(request: FastifyRequest): boolean {
  const url = request.routeOptions.url;
  if (url === undefined || EXEMPT_ROUTES.has(url)) return true;
  // the built web app's files, all on one route
  if (url === STATIC_FILES_ROUTE) return true;
  return EXEMPT_PREFIXES.some((prefix) => url.startsWith(prefix));
}

class Refused extends Error {
  constructor(readonly reason: Refusal | 'gone') {
    super(reason);
  }
}

interface Waiter {
  grant(): void;
  refuse(reason: Refusal | 'gone'): void;
}

interface Lane {
  running: number;
  waiting: Waiter[];
}

/** A ticket for a turn that was not free at once: `granted` settles when it is (or is refused); `cancel` leaves the line. */
interface Ticket {
  granted: Promise<void>;
  cancel(): void;
}

/** Turns per key: at most `perClient` running, then a line of at most `waitingPerClient`, each waiting `waitMs` at most. */
export class InFlightLimiter {
  private readonly lanes = new Map<string, Lane>();

  constructor(private readonly options: InFlightOptions) {}

  /** Takes a turn for `key`: null when taken at once, else a ticket (refused at once when the line is full). */
  take(key: string): Ticket | null {
    let lane = this.lanes.get(key);
    if (!lane) {
      lane = { running: 0, waiting: [] };
      this.lanes.set(key, lane);
    }
    if (lane.running < this.options.perClient) {
      lane.running++;
      return null;
    }
    if (lane.waiting.length >= this.options.waitingPerClient) {
      this.options.onRefused?.('queue_full');
      return { granted: Promise.reject(new Refused('queue_full')), cancel: () => undefined };
    }
    const line = lane.waiting;
    let waiter!: Waiter;
    const granted = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => waiter.refuse('wait_timeout'), this.options.waitMs);
      const leave = () => {
        clearTimeout(timer);
        const at = line.indexOf(waiter);
        if (at >= 0) line.splice(at, 1);
      };
      waiter = {
        grant: () => {
          clearTimeout(timer);
          resolve();
        },
        refuse: (reason) => {
          leave();
          this.forgetIfIdle(key);
          if (reason !== 'gone') this.options.onRefused?.(reason);
          reject(new Refused(reason));
        },
      };
    });
    line.push(waiter);
    return { granted, cancel: () => waiter.refuse('gone') };
  }

  /** Gives back a turn of `key`: to the first in line, else free. */
  give(key: string): void {
    const lane = this.lanes.get(key);
    if (!lane) return;
    const next = lane.waiting.shift();
    if (next) {
      next.grant();
      return;
    }
    lane.running--;
    this.forgetIfIdle(key);
  }

  /** Requests of `key` running and waiting (tests, metrics). */
  count(key: string): { running: number; waiting: number } {
    const lane = this.lanes.get(key);
    return { running: lane?.running ?? 0, waiting: lane?.waiting.length ?? 0 };
  }

  /** Keys with a request running or waiting. */
  get size(): number {
    return this.lanes.size;
  }

  private forgetIfIdle(key: string) {
    const lane = this.lanes.get(key);
    if (lane && lane.running <= 0 && lane.waiting.length === 0) this.lanes.delete(key);
  }
}

/** One request's turn: the key it holds, and whether its pipeline answered and its response or connection ended. */
class Turn {
  key: string | null = null;
  private answered = false;
  private closed = false;
  private ticket: Ticket | null = null;
  private abandoned: NodeJS.Timeout | null = null;

  constructor(private readonly limiter: InFlightLimiter) {}

  /**
   * Takes a turn of `key`, giving back the one held before: undefined when taken at once (no promise on the hot path),
   * else a promise of it that rejects with 429 rate_limited when refused.
   */
  hold(key: string): Promise<void> | undefined {
    if (this.key === key) return;
    const ticket = this.limiter.take(key);
    if (!ticket) {
      this.holding(key);
      return;
    }
    this.ticket = ticket;
    return ticket.granted.then(
      () => {
        this.ticket = null;
        this.holding(key);
      },
      (error: unknown) => {
        this.ticket = null;
        throw error instanceof Refused ? new AppError('rate_limited') : error;
      },
    );
  }

  /** The pipeline answered (onSend): the handler, and any database work it did, has ended. */
  markAnswered(): void {
    this.answered = true;
    this.giveBackWhenDone();
  }

  /** The response was sent, or the connection closed first (then a waiting request leaves the line). */
  markClosed(): void {
    this.closed = true;
    this.ticket?.cancel();
    this.watchAbandoned();
    this.giveBackWhenDone();
  }

  private holding(key: string) {
    if (this.key !== null) this.limiter.give(this.key);
    this.key = key;
    this.watchAbandoned();
    this.giveBackWhenDone();
  }

  private watchAbandoned() {
    if (this.key === null || !this.closed || this.answered || this.abandoned) return;
    this.abandoned = setTimeout(() => this.markAnswered(), ABANDONED_TURN_MS);
    this.abandoned.unref();
  }

  private giveBackWhenDone() {
    if (this.key === null || !this.closed || !this.answered) return;
    this.limiter.give(this.key);
    this.key = null;
    if (this.abandoned) clearTimeout(this.abandoned);
  }
}

/** The key a request starts under: its bearer token on a route that reads sessions (no lookup yet), else its address. */
function firstKey(request: FastifyRequest): string {
  if (request.routeOptions.config.readsSession) {
    const token = bearerToken(request.headers.authorization);
    // the lengths findSession looks up; any other token is nobody's and counts as the address
    if (token && token.length >= 20 && token.length <= 200) return `token:${hashToken(token)}`;
  }
  return `address:${request.ip}`;
}

/**
 * Once the session is known (register.ts, after the lookup), the request's turn moves to the signed-in user's, or to
 * the address's when the token was nobody's: a user's tabs and devices share one allowance, and made-up tokens share
 * their address's. Refused (429) when that client already has its share running and its line is full.
 */
export function holdTurnAs(request: FastifyRequest, reply: FastifyReply, userId: string | null): Promise<void> | undefined {
  return withRetryAfter(reply, request.turn?.hold(userId ? `user:${userId}` : `address:${request.ip}`));
}

function withRetryAfter(reply: FastifyReply, waiting: Promise<void> | undefined): Promise<void> | undefined {
  return waiting?.catch((error: unknown) => {
    // set before the error handler writes the envelope: it keeps the headers already set
    if (error instanceof AppError && error.code === 'rate_limited') reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    throw error;
  });
}

/**
 * Bounds each client's requests in flight, so one client (a script, a retry storm, a reload loop) cannot hold every
 * connection of the pool and starve everyone else. A client is the signed-in user when there is a session, else the
 * address Fastify derives (after the trusted proxies). Up to `perClient` of its requests run at once; the next wait in
 * line for a turn (a screen firing a few more reads than that is served a moment later, not refused); past
 * `waitingPerClient` waiting, or `waitMs` waited, the answer is 429 rate_limited with Retry-After. A turn is given
 * back when the response is sent, or, when the client hangs up first, when the handler ends. Health, readiness,
 * metrics and static files are exempt.
 *
 * Registered before every route, its onRequest hook runs before the routes' own: until their session lookup, a request
 * counts under its bearer token, which costs no database round trip.
 */
export function limitInFlight(app: FastifyInstance, options: InFlightOptions): InFlightLimiter {
  const limiter = new InFlightLimiter(options);
  app.decorateRequest('turn', null);
  app.addHook('onRequest', (request, reply, done) => {
    if (isExempt(request)) return done();
    const turn = new Turn(limiter);
    request.turn = turn;
    reply.raw.once('close', () => turn.markClosed());
    const waiting = withRetryAfter(reply, turn.hold(firstKey(request)));
    if (!waiting) return done();
    waiting.then(() => done(), done);
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    request.turn?.markAnswered();
    done(null, payload);
  });
  return limiter;
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from './app-error.ts';

/** The dev mailbox and its API: they hand out every recovery link, so they are for the developer's own machine only. */
const DEV_TOOL_PATH = /^\/(?:v1\/)?dev(?:\/|$)/i;

/**
 * The path as the router sees it, whatever the spelling on the wire: an absolute-form target loses its scheme and
 * host, percent-escapes are decoded (until nothing changes, so a double encoding cannot slip by) and repeated slashes
 * collapse. Testing the raw URL let `/v1/%64ev/outbox` through while the router served it.
 */
function normalisedPath(url: string): string {
  let path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, '').split(/[?#]/, 1)[0] ?? '';
  for (let round = 0; round < 3; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  return `/${path.replace(/^\/+/, '').replace(/\/{2,}/g, '/')}`;
}

/** A dev tool by the route the router chose, or by the page path the web app would serve for it. */
const isDevToolRequest = (request: FastifyRequest): boolean =>
  DEV_TOOL_PATH.test(request.routeOptions.url ?? '') || DEV_TOOL_PATH.test(normalisedPath(request.url));

const isLoopback = (address: string | undefined): boolean =>
  !!address && (/^127\./.test(address) || address === '::1' || /^::ffff:127\./i.test(address));

/**
 * Local means both the socket and the client address Fastify derived (after the trusted proxy hops)
 * are loopback, and no forwarding header names anyone else: a proxy on the same machine must not make
 * a remote visitor look local.
 */
function isLocalRequest(request: FastifyRequest): boolean {
  if (!isLoopback(request.socket.remoteAddress) || !isLoopback(request.ip)) return false;
  const forwarded = request.headers['x-forwarded-for'];
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',').map((hop) => hop.trim());
  return hops.every((hop) => hop === '' || isLoopback(hop)) && !request.headers.forwarded;
}

/** Answers dev-tool paths with a plain 404 in production and to anyone but a local client. */
export function guardDevTools(app: FastifyInstance, config: Pick<Config, 'nodeEnv'>): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (isDevToolRequest(request) && (config.nodeEnv === 'production' || !isLocalRequest(request))) return done(new AppError('not_found'));
    done();
  });
}

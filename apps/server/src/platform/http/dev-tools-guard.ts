import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from './app-error.ts';

/** The dev mailbox and its API: they hand out every recovery link, so they are for the developer's own machine only. */
const DEV_TOOL_PATH = /^\/(?:v1\/)?dev(?:\/|$|\?)/i;

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
    if (DEV_TOOL_PATH.test(request.url) && (config.nodeEnv === 'production' || !isLocalRequest(request)))
      return done(new AppError('not_found'));
    done();
  });
}

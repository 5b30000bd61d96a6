import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import pino from 'pino';

/**
 * Secret-bearing path segments (recovery codes, invite ids, which work as invite tokens) and e-mail
 * addresses are masked before a URL reaches the log.
 */
const maskUrl = (url: string) =>
  url
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

/** One line per request, when it completes (Fastify's own logging writes two). */
export function logCompletedRequests(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info({ req: request, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 }, 'request');
  });
}

import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

const directives = (scriptSrc: string[]) => ({
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'font-src': ["'self'", 'data:'],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  // video answers play from object URLs: the candidate's recording before it is sent, the recruiter's fetched copy
  'media-src': ["'self'", 'blob:'],
  // a candidate's resume reads inline: the browser's PDF viewer in a frame of the fetched copy's object URL
  'frame-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'script-src': scriptSrc,
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'connect-src': ["'self'"],
  // the offline app: its service worker (/sw.js) and web app manifest, from this origin only
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
});

const toHeader = (policy: Record<string, string[]>) =>
  Object.entries(policy)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';');

/** The API reference page boots from an inline script; nothing else of ours needs one. */
const DOCS_POLICY = toHeader(directives(["'self'", "'unsafe-inline'"]));
const HSTS = 'max-age=31536000; includeSubDomains';
const isDocs = (url: string) => url === '/docs' || url.startsWith('/docs/') || url.startsWith('/docs?');

/**
 * Helmet's headers, worked out once at start: run per request (as @fastify/helmet does, thirteen middlewares and
 * a CSP re-parse) they were 6.6% of the server's CPU on GET /v1/health (npm run bench). Nothing in our options
 * varies by request (no nonces), so every answer gets the same set.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as never, response as never, () => undefined);
  return headers;
}

/**
 * Helmet's headers with a script policy that refuses inline scripts (except on /docs), and HSTS only
 * when the request came over HTTPS: sent over plain HTTP on localhost it would pin the browser to an
 * HTTPS that does not exist. Set before the handler, so a route may still override one (the file routes' CSP). The
 * request id goes out here too.
 */
export async function registerSecurityHeaders(app: FastifyInstance, { requestIds = true } = {}): Promise<void> {
  const headers = securityHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: directives(["'self'"]) },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    // every response carries its request's id (request-id.ts), set in this one hook of the headers every response has
    if (requestIds) reply.header('x-request-id', request.id);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    if (isDocs(request.url)) reply.header('content-security-policy', DOCS_POLICY);
    done();
  });
}

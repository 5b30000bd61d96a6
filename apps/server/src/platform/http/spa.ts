import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from './app-error.ts';

/**
 * Serves the built SPA with history fallback; unknown /v1 paths stay JSON 404s.
 * The build writes brotli and gzip twins of every text file (apps/web/vite-precompress.ts): `preCompressed` picks the
 * one the browser accepts. Hashed files under /assets/ never change, so browsers keep them a year; index.html and the
 * rest are revalidated on every visit so a new deploy is seen at once: the service worker (/sw.js) and the web app
 * manifest too, so a browser finds a new version of the offline app on the next visit.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const hasSpa = existsSync(join(webDist, 'index.html'));
  // Screens drawn at build time (apps/web/prerender.mjs): their HTML already holds the first paint.
  const prerendered = new Map<string, string>();
  if (existsSync(join(webDist, 'login.html'))) prerendered.set('/login', 'login.html');
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      // one route for every file, each looked up when asked for: one route per file (some 900 of them, with their
      // compressed twins) took a quarter of a warm start to register
      wildcard: true,
      index: false,
      preCompressed: true,
      // @fastify/static 10 passes the Fastify reply here
      setHeaders: (reply: { header(name: string, value: string): unknown }, path: string) => {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  const serveApp = (path: string, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    return reply.sendFile(prerendered.get(path) ?? 'index.html');
  };
  // the root is a directory to the file route, which would refuse it
  if (hasSpa) app.get('/', { schema: { hide: true } }, (_request, reply) => serveApp('/', reply));
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/v1/') || path === '/v1' || request.method !== 'GET' || !hasSpa || /\.[a-z0-9]+$/i.test(path)) {
      throw new AppError('not_found');
    }
    return serveApp(path, reply);
  });
}

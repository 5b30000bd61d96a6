import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from './app-error.ts';

/** Every file of the built web app, as the path it is asked for (`/assets/index-abc.js`). */
function builtFiles(webDist: string): Set<string> {
  const files = new Set<string>();
  for (const entry of readdirSync(webDist, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) files.add(`/${relative(webDist, join(entry.parentPath, entry.name)).split(sep).join('/')}`);
  }
  return files;
}

/**
 * Serves the built SPA with history fallback; unknown /v1 paths stay JSON 404s.
 * The build writes brotli and gzip twins of every text file (apps/web/vite-precompress.ts): `preCompressed` picks the
 * one the browser accepts. Hashed files under /assets/ never change, so browsers keep them a year; index.html and the
 * rest are revalidated on every visit so a new deploy is seen at once: the service worker (/sw.js) and the web app
 * manifest too, so a browser finds a new version of the offline app on the next visit.
 * The build's files are listed once at start and served by one route: a route per file (some 900 with their twins,
 * GET and HEAD each) took a quarter of a warm start to register, and a lookup on disk for every path asked (the
 * plugin's wildcard mode) made each answer slower; a path not in the list is the app's, or not found.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const hasSpa = existsSync(join(webDist, 'index.html'));
  // Screens drawn at build time (apps/web/prerender.mjs): their HTML already holds the first paint.
  const prerendered = new Map<string, string>();
  if (existsSync(join(webDist, 'login.html'))) prerendered.set('/login', 'login.html');
  const serveApp = (path: string, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    return reply.sendFile(prerendered.get(path) ?? 'index.html');
  };
  if (hasSpa) {
    // the plugin sends the files (reply.sendFile); the route below decides which
    await app.register(fastifyStatic, {
      root: webDist,
      serve: false,
      preCompressed: true,
      // @fastify/static 10 passes the Fastify reply here
      setHeaders: (reply: { header(name: string, value: string): unknown }, path: string) => {
        reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    const files = builtFiles(webDist);
    app.route({
      method: ['GET', 'HEAD'],
      url: '/*',
      schema: { hide: true },
      handler: (request, reply) => {
        const path = request.url.split('?')[0] ?? '/';
        return files.has(path) ? reply.sendFile(path.slice(1)) : reply.callNotFound();
      },
    });
    app.get('/', { schema: { hide: true } }, (_request, reply) => serveApp('/', reply));
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/v1/') || path === '/v1' || request.method !== 'GET' || !hasSpa || /\.[a-z0-9]+$/i.test(path)) {
      throw new AppError('not_found');
    }
    return serveApp(path, reply);
  });
}

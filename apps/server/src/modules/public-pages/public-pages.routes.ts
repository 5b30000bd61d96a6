import { applicationSourceIn } from '@trilha/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Deps } from '../../platform/deps.ts';
import { onReplica } from '../../platform/http/replica-route.ts';
import { FILES_URL_PREFIX } from '../../platform/storage/file-storage.ts';
import { findPublicPositionPage, positionSitemapPage, positionSitemapPages } from '../positions/index.ts';
import { PAGE_SCRIPT, PAGE_STYLE } from './page-assets.ts';
import { closedPositionPage, missingPositionPage, openPositionPage } from './position-page.ts';
import { absoluteUrl } from './position-words.ts';
import { type PreviewDrawer, previewDrawer } from './preview-drawing.ts';
import { previewVersion } from './preview-image.ts';
import { POSITION_SITEMAP_PATTERN, positionSitemap, robotsTxt, sitemapIndex } from './sitemaps.ts';

// The same for every reader (nothing of a session is read), so shared caches may keep them a while.
const PAGE_CACHE = 'public, max-age=300, stale-while-revalidate=600';
const SITEMAP_CACHE = 'public, max-age=3600';
const IMAGE_CACHE = 'public, max-age=86400';
const FALLBACK_IMAGE_CACHE = 'public, max-age=60';

const drawers = new WeakMap<Deps, PreviewDrawer>();

/** Resolves when the previews asked of this app so far are drawn (tests). */
export const previewsDrawn = (deps: Deps): Promise<void> => drawers.get(deps)?.settled() ?? Promise.resolve();

const html = (reply: FastifyReply, status: number, body: string, cache: string) =>
  reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', cache).send(body);

const xml = (reply: FastifyReply, body: string) =>
  reply.header('content-type', 'application/xml; charset=utf-8').header('cache-control', SITEMAP_CACHE).send(body);

const imagePath = (id: string) => `/vagas/${id}/imagem.png`;

/** A parsed query string read like URLSearchParams: a repeated parameter gives its first value. */
const queryParams = (query: unknown) => ({
  get(name: string): string | null {
    const value = query && typeof query === 'object' ? (query as Record<string, unknown>)[name] : undefined;
    const first = Array.isArray(value) ? value[0] : value;
    return typeof first === 'string' ? first : null;
  },
});

/** The bytes of a company logo stored here (an uploaded image; never a private file), or null. */
async function storedLogo(deps: Deps, url: string | null): Promise<Buffer | null> {
  if (!url?.startsWith(FILES_URL_PREFIX)) return null;
  const key = url.slice(FILES_URL_PREFIX.length).split('?')[0] ?? '';
  if (key.startsWith('applications/')) return null;
  return deps.storage.get(key).catch(() => null);
}

/**
 * The open web's view of Trilha, outside the JSON contract (like the file routes): a server-drawn page per open
 * position (`/vagas/:positionId/:slug?`), its preview image, the sitemaps and robots.txt. Registered before the SPA
 * so its history fallback never answers these paths.
 */
export function registerPublicPages(app: FastifyInstance, deps: Deps): void {
  const hidden = { schema: { hide: true } };
  const publicUrl = deps.config.publicUrl;

  // the open web's pages read from a replica when there is one: anyone's view, a few seconds behind is fine
  const positionPage = async (id: string, query: unknown, reply: FastifyReply) => {
    const found = await onReplica(deps, null, (reading) => findPublicPositionPage(reading, id));
    if (found.state === 'missing') return html(reply, 404, missingPositionPage(), 'public, max-age=60');
    if (found.state === 'closed') return html(reply, 410, closedPositionPage(found.position, found.related), PAGE_CACHE);
    const image = absoluteUrl(publicUrl, `${imagePath(found.position.id)}?v=${previewVersion(found.position)}`);
    const source = applicationSourceIn(queryParams(query)) ?? 'public_page';
    return html(reply, 200, openPositionPage(found.position, publicUrl, image, deps.clock.now(), source), PAGE_CACHE);
  };
  app.get('/vagas/:positionId', hidden, (request, reply) =>
    positionPage((request.params as { positionId: string }).positionId, request.query, reply),
  );
  app.get('/vagas/:positionId/:slug', hidden, (request, reply) =>
    positionPage((request.params as { positionId: string }).positionId, request.query, reply),
  );
  const previews = previewDrawer(deps, (position) => storedLogo(deps, position.companyLogoUrl));
  drawers.set(deps, previews);
  app.get('/vagas/:positionId/imagem.png', hidden, async (request, reply) => {
    const found = await onReplica(deps, null, (reading) =>
      findPublicPositionPage(reading, (request.params as { positionId: string }).positionId),
    );
    if (found.state !== 'open') return html(reply, 404, missingPositionPage(), 'public, max-age=60');
    // drawn once per version in the background, then read from the shared storage; Trilha's own image meanwhile,
    // kept briefly by caches so that the position's own replaces it soon
    const image = await previews.stored(found.position);
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', image ? IMAGE_CACHE : FALLBACK_IMAGE_CACHE)
      .send(image ?? (await previews.fallback()));
  });

  for (const asset of [PAGE_STYLE, PAGE_SCRIPT]) {
    app.get(asset.path, hidden, (_request, reply) =>
      reply.header('content-type', asset.type).header('cache-control', 'public, max-age=31536000, immutable').send(asset.body),
    );
  }

  app.get('/sitemap.xml', hidden, async (_request, reply) =>
    xml(reply, sitemapIndex(publicUrl, await onReplica(deps, null, positionSitemapPages))),
  );
  app.get('/sitemaps/:file', hidden, async (request, reply) => {
    const match = POSITION_SITEMAP_PATTERN.exec((request.params as { file: string }).file);
    const rows = match ? await onReplica(deps, null, (reading) => positionSitemapPage(reading, Number(match[1]), Number(match[2]))) : null;
    if (!rows) return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('Not found');
    return xml(reply, positionSitemap(publicUrl, rows));
  });
  app.get('/robots.txt', hidden, (_request, reply) =>
    reply.header('content-type', 'text/plain; charset=utf-8').header('cache-control', SITEMAP_CACHE).send(robotsTxt(publicUrl)),
  );
}

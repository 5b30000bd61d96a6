import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createPosition, type HiringCompany } from '../../../test/factories/index.ts';

// The sitemaps list every open public position, and nothing else.
let t: TestApp;
let c: HiringCompany;
beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringCompany(t);
});
afterAll(() => t.close());

const get = (url: string) => t.request({ method: 'GET', url });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');

describe('sitemaps and robots.txt', () => {
  it('the index points at pages that list open public positions only, with lastmod', async () => {
    const open = await createPosition(t, c, { title: 'Vaga Aberta no Mapa' });
    const internal = await createPosition(t, c, { title: 'Vaga Interna' });
    await t.db.execute(sql`update positions set internal_only = true where id = ${internal}`);
    const draft = await createPosition(t, c, { title: 'Vaga Rascunho' }, 'draft');
    const paused = await createPosition(t, c, { title: 'Vaga Pausada' }, 'paused');
    const closed = await createPosition(t, c, { title: 'Vaga Encerrada' }, 'archived');

    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(index.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const pages = locs(index.body);
    expect(pages.length).toBeGreaterThan(0);

    const listed: string[] = [];
    for (const page of pages) {
      expect(page.startsWith(t.deps.config.publicUrl)).toBe(true);
      const res = await get(page.slice(t.deps.config.publicUrl.length));
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
      expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      listed.push(...locs(res.body));
      expect(res.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);
    }
    expect(listed).toContain(`${t.deps.config.publicUrl}/vagas/${open}/vaga-aberta-no-mapa`);
    for (const hidden of [internal, draft, paused, closed]) expect(listed.join('\n')).not.toContain(hidden);
  });

  it('an unknown or malformed sitemap page is a 404', async () => {
    for (const url of ['/sitemaps/vagas-3-0.xml', '/sitemaps/vagas-1-1.xml', '/sitemaps/vagas-1-0.txt', '/sitemaps/outra.xml']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('refuses a split coarser than the index’s, so no request lists every position at once', async () => {
    // as the planner would estimate a table of 100,000 positions: the index splits them into 8 pages
    await t.db.execute(sql`update pg_class set reltuples = 100000 where oid = 'positions'::regclass`);
    try {
      const index = locs((await get('/sitemap.xml')).body);
      expect(index).toHaveLength(8);
      for (const url of ['/sitemaps/vagas-1-0.xml', '/sitemaps/vagas-4-0.xml']) expect((await get(url)).statusCode, url).toBe(404);
      for (const url of ['/sitemaps/vagas-8-0.xml', '/sitemaps/vagas-16-15.xml']) expect((await get(url)).statusCode, url).toBe(200);
    } finally {
      await t.db.execute(sql`analyze positions`);
    }
  });

  it('robots.txt allows the public pages and sitemaps, disallows the app and the API, and names the index', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    for (const line of [
      'Allow: /vagas/',
      'Allow: /sitemaps/',
      'Disallow: /v1/',
      'Disallow: /c/',
      'Disallow: /p/',
      'Disallow: /my/',
      'Disallow: /account',
    ]) {
      expect(res.body.split('\n')).toContain(line);
    }
    expect(res.body).toContain(`Sitemap: ${t.deps.config.publicUrl}/sitemap.xml`);
  });
});

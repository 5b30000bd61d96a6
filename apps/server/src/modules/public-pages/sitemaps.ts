import { escapeHtml } from '../../platform/http/escape-html.ts';
import { absoluteUrl, publicPositionPath } from './position-words.ts';

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The address of page `page` (0-based) of `pages` of the positions' sitemap. */
const positionSitemapPath = (pages: number, page: number) => `/sitemaps/vagas-${pages}-${page}.xml`;
export const POSITION_SITEMAP_PATTERN = /^vagas-(\d{1,4})-(\d{1,4})\.xml$/;

/** The sitemap index: one entry per page of positions. */
export function sitemapIndex(publicUrl: string, pages: number): string {
  const entries = Array.from(
    { length: pages },
    (_, page) => `<sitemap><loc>${escapeHtml(absoluteUrl(publicUrl, positionSitemapPath(pages, page)))}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${NS}">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

/** One page of positions: each public page with the day it last changed. */
export function positionSitemap(publicUrl: string, rows: { id: string; title: string; updatedAt: Date }[]): string {
  const entries = rows.map(
    (row) =>
      `<url><loc>${escapeHtml(absoluteUrl(publicUrl, publicPositionPath(row.id, row.title)))}</loc><lastmod>${row.updatedAt.toISOString()}</lastmod></url>`,
  );
  return `${XML_HEAD}<urlset xmlns="${NS}">\n${entries.join('\n')}${entries.length ? '\n' : ''}</urlset>\n`;
}

/** Crawlers may read the public pages and the sitemaps; the app's private screens and the API are not for them. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /vagas/',
    'Allow: /sitemap.xml',
    'Allow: /sitemaps/',
    'Allow: /public-pages/',
    'Allow: /v1/files/',
    'Allow: /v1/assets/',
    'Disallow: /v1/',
    'Disallow: /c/',
    'Disallow: /p/',
    'Disallow: /my/',
    'Disallow: /account',
    'Disallow: /newaccount',
    'Disallow: /workspace-setup/',
    'Disallow: /invite',
    'Disallow: /prospect/',
    'Disallow: /offer/',
    'Disallow: /access/',
    'Disallow: /dev/',
    'Disallow: /docs',
    '',
    `Sitemap: ${absoluteUrl(publicUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

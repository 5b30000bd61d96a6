import { describe, expect, it } from 'vitest';
import { isAppAsset, isPrivateRequest, SERVER_PAGES } from './worker-rules.ts';

const servedByServer = (path: string) => SERVER_PAGES.some((pattern) => pattern.test(path));

describe('the service worker rules', () => {
  it('opens the app shell for the app screens and leaves the server its own pages', () => {
    for (const path of ['/', '/login', '/my/contents/published', '/c/acme/members/list', '/p/portal/home', '/vagas'])
      expect(servedByServer(path), path).toBe(false);
    for (const path of ['/v1/auth/data', '/docs/', '/vagas/4000/analista', '/sitemap.xml', '/sitemaps/positions-1.xml', '/robots.txt'])
      expect(servedByServer(path), path).toBe(true);
  });

  it('keeps the hashed build files only', () => {
    expect(isAppAsset('/assets/content-details-page-Bx1.js')).toBe(true);
    expect(isAppAsset('/assets/index-o44D3S-B.css')).toBe(true);
    expect(isAppAsset('/assets/inter-latin-wght-normal-Dx4kXJAl.woff2')).toBe(true);
    expect(isAppAsset('/sw.js')).toBe(false);
    expect(isAppAsset('/v1/files/avatar.png')).toBe(false);
  });

  it('calls every API answer of this origin private', () => {
    expect(isPrivateRequest('https://trilha.dev/v1/matches?page=1', 'https://trilha.dev')).toBe(true);
    expect(isPrivateRequest('https://trilha.dev/assets/app.js', 'https://trilha.dev')).toBe(false);
    expect(isPrivateRequest('https://elsewhere.dev/v1/x', 'https://trilha.dev')).toBe(false);
  });
});

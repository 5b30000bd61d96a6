import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/app-error.ts';
import { isPublicAddress } from '../../platform/public-address.ts';
import { DEFAULT_LIMITS, decodeEntities, type FetchLimits, fetchPageMeta, parseMeta } from './page-meta.ts';

let server: http.Server;
let base: string;
const requested: string[] = [];

const PAGE = `<!doctype html><html><head><title>Título simples</title>
<meta property="og:title" content="Programa&ccedil;&atilde;o &amp; Dados">
<meta content='Aprenda com exemplos' name="description">
<meta property="og:image" content="/capa.png"></head><body>oi</body></html>`;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    requested.push(request.url ?? '');
    const url = request.url ?? '/';
    if (url === '/page') return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE);
    if (url === '/utf8') return response.writeHead(200, { 'content-type': 'text/html' }).end('<title>Programação funcional</title>');
    if (url === '/pdf') return response.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF');
    if (url === '/missing') return response.writeHead(404).end();
    if (url === '/slow') return; // never answers
    if (url === '/huge') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.write('<head><title>Grande</title></head>');
      const chunk = 'x'.repeat(64 * 1024);
      for (let i = 0; i < 48; i++) response.write(chunk);
      return response.end();
    }
    const hop = /^\/hop\/(\d+)$/.exec(url);
    if (hop) {
      const left = Number(hop[1]);
      return response.writeHead(302, { location: left === 0 ? '/page' : `/hop/${left - 1}` }).end();
    }
    if (url === '/to-metadata') return response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data' }).end();
    if (url === '/to-secret') return response.writeHead(301, { location: '/secret' }).end();
    return response.writeHead(200, { 'content-type': 'text/html' }).end('<title>secret</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The local test server is the only private address allowed (the happy paths); the SSRF cases use the defaults. */
const local: FetchLimits = { ...DEFAULT_LIMITS, isAllowed: (address) => address === '127.0.0.1' || address === '::1' };
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof AppError ? error.code : String(error)),
  );

describe('fetchPageMeta', () => {
  it('reads Open Graph tags with entities, resolving a relative image', async () => {
    const meta = await fetchPageMeta(`${base}/page`, local);
    expect(meta).toEqual({
      url: `${base}/page`,
      title: 'Programação & Dados',
      description: 'Aprenda com exemplos',
      image: `${base}/capa.png`,
    });
  });

  it('reaches a host by name through the address it checked', async () => {
    const port = new URL(base).port;
    expect((await fetchPageMeta(`http://localhost:${port}/utf8`, local)).title).toBe('Programação funcional');
  });

  it('falls back to <title>, reads UTF-8, and answers nothing for a non-HTML file', async () => {
    expect((await fetchPageMeta(`${base}/utf8`, local)).title).toBe('Programação funcional');
    expect(await fetchPageMeta(`${base}/pdf`, local)).toEqual({ url: `${base}/pdf`, title: null, description: null, image: null });
  });

  it('cuts a huge body at the cap, gives up on a slow server and a missing page', async () => {
    expect((await fetchPageMeta(`${base}/huge`, { ...local, maxBytes: 100_000 })).title).toBe('Grande');
    expect(await codeOf(fetchPageMeta(`${base}/slow`, { ...local, timeoutMs: 150 }))).toBe('contents.link_unreachable');
    expect(await codeOf(fetchPageMeta(`${base}/missing`, local))).toBe('contents.link_unreachable');
  });

  it('follows up to three redirects', async () => {
    expect((await fetchPageMeta(`${base}/hop/2`, local)).title).toBe('Programação & Dados');
    expect(await codeOf(fetchPageMeta(`${base}/hop/5`, local))).toBe('contents.link_unreachable');
  });

  it('refuses private, loopback and link-local targets, by address, by name and by redirect, without reaching them', async () => {
    const port = new URL(base).port;
    const before = requested.length;
    for (const target of [
      `http://127.0.0.1:${port}/secret`,
      `http://localhost:${port}/secret`,
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data',
      `http://[::1]:${port}/secret`,
      `http://[::ffff:0:7f00:1]:${port}/secret`,
      `http://[::7f00:1]:${port}/secret`,
      'http://2130706433/',
      'ftp://example.com/',
      'file:///etc/passwd',
    ]) {
      expect(await codeOf(fetchPageMeta(target)), target).toBe('contents.link_invalid');
    }
    expect(requested.length).toBe(before);
    // the first hop is allowed, the redirect's target is checked again and refused
    let first = true;
    const once: FetchLimits = {
      ...DEFAULT_LIMITS,
      isAllowed: (address) => {
        const allowed = first ? address === '127.0.0.1' : isPublicAddress(address);
        first = false;
        return allowed;
      },
    };
    expect(await codeOf(fetchPageMeta(`${base}/to-metadata`, once))).toBe('contents.link_invalid');
    first = true;
    expect(await codeOf(fetchPageMeta(`${base}/to-secret`, once))).toBe('contents.link_invalid');
    expect(requested).not.toContain('/secret');
  });
});

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['2001:4860:4860::8888', true],
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['224.0.0.1', false],
    ['::1', false],
    ['fd00::1', false],
    ['fe80::1', false],
    ['::ffff:127.0.0.1', false],
    // IPv4 inside IPv6 in every notation, each a way around the loopback check: mapped in hex, translated, compatible
    ['::ffff:7f00:1', false],
    ['::ffff:0:7f00:1', false],
    ['::7f00:1', false],
    ['::a9fe:a9fe', false],
    ['::ffff:0:a00:1', false],
    ['0:0:0:0:0:ffff:7f00:1', false],
    ['2002:7f00:1::1', false],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', false],
    ['::ffff:808:808', true],
    ['não é ip', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('parseMeta', () => {
  it('prefers og, then twitter, then plain tags; keeps only http(s) images', () => {
    const meta = parseMeta(
      `<meta name="twitter:title" content="Tw"><title>Plain</title><meta name="twitter:description" content="D"><meta property="og:image" content="javascript:alert(1)">`,
      new URL('https://example.com/a'),
    );
    expect(meta).toEqual({ title: 'Tw', description: 'D', image: null });
    expect(decodeEntities('&#x41;&#66;&nbsp;&eacute;&unknown;')).toBe('AB é&unknown;');
  });

  it('reads a page of tags that never close in about the time of a plain page', () => {
    const url = new URL('https://example.com/a');
    const time = (html: string) => {
      const started = performance.now();
      parseMeta(html, url);
      return performance.now() - started;
    };
    // 100,000 characters each: every "<meta" or "<title" used to look for its ">" or "</title>" to the end, n²
    const plain = '<p>um texto</p>'.repeat(6_667);
    const baseline = Math.min(time(plain), time(plain), time(plain));
    for (const html of ['<meta'.repeat(20_000), '<meta a'.repeat(14_286), '<title'.repeat(16_667), '<title>'.repeat(14_286)]) {
      const ms = Math.min(time(html), time(html));
      expect(ms, `${html.slice(0, 14)}…: ${ms.toFixed(1)} ms, a plain page ${baseline.toFixed(1)} ms`).toBeLessThan(10 * baseline + 20);
    }
    // what they find is unchanged
    expect(parseMeta(`<title>A</title><title>B</title><meta name="description" content="x"><meta`, url)).toEqual({
      title: 'A',
      description: 'x',
      image: null,
    });
  });
});

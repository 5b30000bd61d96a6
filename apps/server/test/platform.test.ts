import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('answers health with the database and the clock time', async () => {
    const res = await t.request({ method: 'GET', url: '/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', time: '2026-03-10T12:00:00.000Z' });
  });

  it('moves with the manual clock', async () => {
    t.clock.advance(36e5);
    const res = await t.request({ method: 'GET', url: '/v1/health' });
    expect(res.json().time).toBe('2026-03-10T13:00:00.000Z');
  });

  it('answers unknown API paths with the error envelope, localized', async () => {
    const pt = await t.request({ method: 'GET', url: '/v1/unknown' });
    expect(pt.statusCode).toBe(404);
    expect(pt.json()).toEqual({ error: { code: 'not_found', message: 'Não encontramos o que você procurava.' } });
    const en = await t.request({ method: 'GET', url: '/v1/unknown', headers: { 'accept-language': 'en-US,en;q=0.9' } });
    expect(en.json().error.message).toBe('We could not find what you were looking for.');
  });

  it('serves the OpenAPI document and the docs page', async () => {
    const doc = await t.request({ method: 'GET', url: '/v1/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().paths['/v1/health']).toBeDefined();
    for (const url of ['/docs/', '/docs/api', '/docs/api/']) {
      const docs = await t.request({ method: 'GET', url });
      expect(docs.statusCode, url).toBe(200);
      expect(docs.headers['content-type']).toContain('text/html');
    }
    // its script, relative to the page: from /docs/api and from /docs/api/
    for (const url of ['/docs/js/scalar.js', '/docs/api/js/scalar.js'])
      expect((await t.request({ method: 'GET', url })).statusCode, url).toBe(200);
  });

  it('sends security headers', async () => {
    const res = await t.request({ method: 'GET', url: '/v1/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'self';img-src 'self' data: blob:;media-src 'self' blob:;frame-src 'self' blob:;" +
        "object-src 'none';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self';" +
        "worker-src 'self';manifest-src 'self'",
    );
    expect(res.headers).toMatchObject({
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-dns-prefetch-control': 'off',
    });
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    // errors carry them too
    const missing = await t.request({ method: 'GET', url: '/v1/nothing-here' });
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it('refuses bodies over the size limit with 413 and malformed JSON with 400', async () => {
    // a POST route, so the body reaches the parser: sign-in takes a JSON body
    const big = await t.request({
      method: 'POST',
      url: '/v1/auth',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"${'x'.repeat(t.deps.config.bodyLimitBytes + 1024)}","password":"x"}`,
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('payload_too_large');
    const malformed = await t.request({
      method: 'POST',
      url: '/v1/auth',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "ana@trilha.dev",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('bad_request');
  });

  it('lists the outbox in development', async () => {
    await t.deps.mailer.enqueue(t.db, { to: 'Ana@Example.com', subject: 'Olá', text: 'Oi', html: '<p>Oi</p>' });
    const res = await t.request({ method: 'GET', url: '/v1/dev/outbox?to=ana@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toMatchObject([{ to: 'ana@example.com', subject: 'Olá' }]);
  });
});

describe('single-page app', () => {
  it('serves index.html for app paths and assets with long caching, but JSON 404s under /v1', async () => {
    const { mkdtemp, mkdir, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dist = await mkdtemp(join(tmpdir(), 'trilha-dist-'));
    await mkdir(join(dist, 'assets'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><html lang="pt-BR"><title>Trilha</title></html>');
    await writeFile(join(dist, 'assets', 'app.js'), 'console.log(1)');
    const spa = await createTestApp({ webDist: dist });
    try {
      const page = await spa.request({ method: 'GET', url: '/c/acme/members/list' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>Trilha</title>');
      // the root too, though it is the files' directory
      const root = await spa.request({ method: 'GET', url: '/' });
      expect(root.statusCode).toBe(200);
      expect(root.body).toContain('<title>Trilha</title>');
      expect(root.headers['cache-control']).toBe('no-cache');
      // nothing outside the built app: a file up the tree is not found, a path without extension is the app
      expect((await spa.request({ method: 'GET', url: '/..%2f..%2fpackage.json' })).statusCode).toBe(404);
      const outside = await spa.request({ method: 'GET', url: '/..%2f..%2f..%2f..%2fetc%2fpasswd' });
      expect(outside.body).not.toContain('root:');
      const asset = await spa.request({ method: 'GET', url: '/assets/app.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toContain('immutable');
      const api = await spa.request({ method: 'GET', url: '/v1/nothing-here' });
      expect(api.statusCode).toBe(404);
      expect(api.json().error.code).toBe('not_found');
    } finally {
      await spa.close();
    }
  });

  it('serves the service worker and the web app manifest revalidated on every visit, so a new version is found at once', async () => {
    const { mkdtemp, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dist = await mkdtemp(join(tmpdir(), 'trilha-dist-'));
    await writeFile(join(dist, 'index.html'), '<!doctype html><html lang="pt-BR"><title>Trilha</title></html>');
    await writeFile(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => undefined)');
    await writeFile(join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Trilha', lang: 'pt-BR' }));
    const spa = await createTestApp({ webDist: dist });
    try {
      const worker = await spa.request({ method: 'GET', url: '/sw.js' });
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['content-type']).toContain('javascript');
      expect(worker.headers['cache-control']).toBe('no-cache');
      expect(worker.headers['content-security-policy']).toContain("worker-src 'self'");
      const manifest = await spa.request({ method: 'GET', url: '/manifest.webmanifest' });
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['content-type']).toContain('application/manifest+json');
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect(manifest.json()).toEqual({ name: 'Trilha', lang: 'pt-BR' });
      // a worker file that is not there is a 404, never the app's HTML (a browser would register the page as its worker)
      const missing = await spa.request({ method: 'GET', url: '/old-sw.js' });
      expect(missing.statusCode).toBe(404);
    } finally {
      await spa.close();
    }
  });
});

describe('pre-compressed static files', () => {
  it('sends the brotli or gzip twin the browser accepts, index.html revalidated and hashed assets cached for a year', async () => {
    const { mkdtemp, mkdir, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } = await import('node:zlib');
    const dist = await mkdtemp(join(tmpdir(), 'trilha-dist-'));
    await mkdir(join(dist, 'assets'));
    const html = '<!doctype html><html lang="pt-BR"><title>Trilha</title></html>';
    const js = `console.log(${JSON.stringify('x'.repeat(2000))})`;
    for (const [path, text] of [
      ['index.html', html],
      ['assets/app-1234abcd.js', js],
    ] as const) {
      await writeFile(join(dist, path), text);
      await writeFile(join(dist, `${path}.br`), brotliCompressSync(text));
      await writeFile(join(dist, `${path}.gz`), gzipSync(text));
    }
    const spa = await createTestApp({ webDist: dist });
    try {
      const brotli = await spa.request({
        method: 'GET',
        url: '/assets/app-1234abcd.js',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers['content-type']).toContain('javascript');
      expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotli.headers.vary).toContain('accept-encoding');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(js);

      const gzip = await spa.request({ method: 'GET', url: '/assets/app-1234abcd.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(js);

      const plain = await spa.request({ method: 'GET', url: '/assets/app-1234abcd.js', headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(js);

      const page = await spa.request({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(page.rawPayload).toString()).toBe(html);
    } finally {
      await spa.close();
    }
  });
});

describe('unsafe text', () => {
  it('refuses NUL and lone surrogates anywhere in the input with 400, never 500', async () => {
    for (const payload of ['{"email":"a\\u0000b@x.com","password":"x"}', '{"email":"\\ud800@x.com","password":"x"}', '{"\\u0000":1}']) {
      const res = await t.request({ method: 'POST', url: '/v1/auth', headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBe(400);
    }
    const query = await t.request({ method: 'GET', url: '/v1/dev/outbox?to=%00' });
    expect(query.statusCode).toBe(400);
  });
});

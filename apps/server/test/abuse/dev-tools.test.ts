import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../app.ts';

// The dev mailbox shows every recovery link: from anywhere but this machine it would hand out accounts.
let dev: TestApp;
beforeAll(async () => {
  const dist = await mkdtemp(join(tmpdir(), 'trilha-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Trilha</title>');
  dev = await createTestApp({ webDist: dist, config: { nodeEnv: 'development' } });
  await dev.deps.mailer.enqueue(dev.db, { to: 'ana@example.com', subject: 'Recupere sua senha', text: 'link', html: '<p>link</p>' });
});
afterAll(() => dev.close());

describe('dev mailbox', () => {
  it('answers a loopback client outside production', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await dev.request({ method: 'GET', url: '/v1/dev/outbox', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
      expect(res.json().items).toHaveLength(1);
    }
    expect((await dev.request({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(200);
  });

  it('is a plain 404 for a client on another address, API and page alike', async () => {
    for (const url of ['/v1/dev/outbox', '/v1/dev/outbox?to=ana@example.com', '/dev/mailbox', '/V1/DEV/outbox']) {
      const res = await dev.request({ method: 'GET', url, remoteAddress: '192.168.0.20' });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code).toBe('not_found');
      expect(res.body).not.toContain('ana@example.com');
    }
  });

  it('is a 404 from another address however the path is spelt: encoded, doubled slashes, absolute-form', async () => {
    const spellings = [
      '/v1/%64ev/outbox',
      '/v1/d%65v/outbox',
      '/v1/%64%65%76/outbox',
      '/v1/D%45V/outbox',
      '//v1/dev/outbox',
      '/v1//dev/outbox',
      '/%761/dev/outbox',
      '/dev%2fmailbox',
      '/%64ev/mailbox',
      'http://127.0.0.1/v1/dev/outbox',
      'http://localhost/v1/%64ev/outbox',
    ];
    for (const url of spellings) {
      const res = await dev.request({ method: 'GET', url, remoteAddress: '192.168.0.20' });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('ana@example.com');
    }
    const voucher = await dev.request({
      method: 'POST',
      url: '/v1/%64ev/vouchers',
      remoteAddress: '192.168.0.20',
      payload: { credits: 1000 },
    });
    expect(voucher.statusCode).toBe(404);
  });

  it('is a 404 when a local proxy forwards someone else, whatever the trusted hops', async () => {
    const forwarded = await dev.request({ method: 'GET', url: '/v1/dev/outbox', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(forwarded.statusCode).toBe(404);
    const standard = await dev.request({ method: 'GET', url: '/v1/dev/outbox', headers: { forwarded: 'for=203.0.113.9' } });
    expect(standard.statusCode).toBe(404);
    const proxied = await createTestApp({ config: { nodeEnv: 'development', trustProxyHops: 1 } });
    try {
      const res = await proxied.request({
        method: 'GET',
        url: '/v1/dev/outbox',
        headers: { 'x-forwarded-for': '127.0.0.1' },
        remoteAddress: '10.0.0.2',
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await proxied.close();
    }
  });

  it('does not exist in production, even for a loopback client', async () => {
    const production = await createTestApp({ config: { nodeEnv: 'production' } });
    try {
      const res = await production.request({ method: 'GET', url: '/v1/dev/outbox' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('not_found');
    } finally {
      await production.close();
    }
  });
});

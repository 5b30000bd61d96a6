import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { prepareData } from '../src/seed/first-start.ts';
import { startupAddresses } from '../src/startup-addresses.ts';
import { createTestApp, type TestApp } from './app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('configuration defaults', () => {
  it('listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('trusts no proxy hop unless TRUST_PROXY_HOPS says so', () => {
    expect(loadConfig({}).trustProxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY_HOPS: '2' }).trustProxyHops).toBe(2);
    // a wrong value stops the start with the sentence that names it (env-schema.test.ts), never a silent default
    expect(() => loadConfig({ TRUST_PROXY_HOPS: 'lots' })).toThrow(/^TRUST_PROXY_HOPS must be/);
  });

  it('seeds demo data outside production, and in production only with SEED_DEMO=1', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', SECRETS_KEY: 'ab'.repeat(32) }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SECRETS_KEY: 'ab'.repeat(32), SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('sets request and connection timeouts', () => {
    expect(loadConfig({}).requestTimeoutMs).toBeGreaterThan(0);
    expect(loadConfig({}).connectionTimeoutMs).toBeGreaterThan(0);
  });

  it('names the addresses to open at start, the dev mailbox only outside production', () => {
    const dev = startupAddresses({ host: '127.0.0.1', port: 3000, nodeEnv: 'development', publicUrl: 'http://localhost:3000' });
    expect(dev).toContain('app http://localhost:3000');
    expect(dev).toContain('API docs http://localhost:3000/docs');
    expect(dev).toContain('dev mailbox http://localhost:3000/dev/mailbox');
    const prod = startupAddresses({ host: '0.0.0.0', port: 8080, nodeEnv: 'production', publicUrl: 'https://x' });
    expect(prod).not.toContain('mailbox');
    expect(prod).toContain('every interface');
  });
});

describe('first start in production', () => {
  it('starts empty and says how to create the first account', async () => {
    const production = await createTestApp({ config: { nodeEnv: 'production', seedDemo: false, publicUrl: 'https://trilha.example' } });
    try {
      const lines: string[] = [];
      const log = { info: (line: string) => lines.push(line) } as unknown as TestApp['deps']['log'];
      expect(await prepareData(production.deps, log)).toBe('empty');
      const login = await production.request({
        method: 'POST',
        url: '/v1/auth',
        payload: { email: 'ana@trilha.dev', password: 'Trilha@2026' },
      });
      expect(login.statusCode).toBe(401);
      expect(lines.join('\n')).toContain('https://trilha.example/register');
    } finally {
      await production.close();
    }
  });
});

describe('security headers', () => {
  it('refuses inline scripts outside /docs', async () => {
    const api = await t.request({ method: 'GET', url: '/v1/health' });
    const scriptSrc = /script-src ([^;]*)/.exec(String(api.headers['content-security-policy']))?.[1];
    expect(scriptSrc).toBe("'self'");
    const docs = await t.request({ method: 'GET', url: '/docs/' });
    expect(String(docs.headers['content-security-policy'])).toMatch(/script-src 'self' 'unsafe-inline'/);
  });

  it('sends HSTS only over HTTPS', async () => {
    const plain = await t.request({ method: 'GET', url: '/v1/health' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    // a client cannot claim HTTPS by itself: the header counts only from a trusted proxy
    const claimed = await t.request({ method: 'GET', url: '/v1/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
    const proxied = await createTestApp({ config: { trustProxyHops: 1 } });
    try {
      const res = await proxied.request({ method: 'GET', url: '/v1/health', headers: { 'x-forwarded-proto': 'https' } });
      expect(res.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await proxied.close();
    }
  });
});

describe('error envelope', () => {
  it('answers a malformed URL with the envelope', async () => {
    const res = await t.request({ method: 'GET', url: '/v1/workspaces/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'bad_request', message: 'Requisição inválida.' } });
  });
});

describe('request log', () => {
  it('never carries invite ids or e-mail addresses', async () => {
    const invite = randomUUID();
    t.logLines.length = 0;
    await t.request({ method: 'GET', url: `/v1/workspaces/invites/${invite}` });
    await t.request({ method: 'GET', url: '/v1/auth-me?email=ana%40trilha.dev' });
    await t.request({ method: 'GET', url: '/v1/auth-me?email=bruno@acme.dev' });
    await t.request({ method: 'GET', url: `/invite/${invite}?email=carla@acme.dev` });
    const log = t.logLines.join('\n');
    expect(log).toContain('/v1/workspaces/invites/***');
    expect(log).not.toContain(invite);
    expect(log).not.toMatch(/ana|bruno|carla/);
  });
});

import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { ManualClock } from '../src/platform/clock.ts';
import { connectDatabase, type Database } from '../src/platform/db/connect.ts';
import { newLifecycle } from '../src/platform/lifecycle.ts';
import { createTestApp, type TestApp } from './app.ts';
import { createUser } from './factories/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('every response carries a UUID request id, and the request’s log line has it', async () => {
    const res = await t.request({ method: 'GET', url: '/v1/categories' });
    const id = res.headers['x-request-id'];
    expect(id).toMatch(UUID);
    expect(t.logLines.some((line) => line.includes(`"reqId":"${id}"`))).toBe(true);
    // a health probe carries its id too, and writes no line when it succeeds (a probe every few seconds pays for no log)
    const probe = await t.request({ method: 'GET', url: '/v1/health/live' });
    expect(probe.headers['x-request-id']).toMatch(UUID);
    expect(t.logLines.some((line) => line.includes(`"reqId":"${probe.headers['x-request-id']}"`))).toBe(false);
    const other = await t.request({ method: 'GET', url: '/v1/unknown' });
    expect(other.headers['x-request-id']).toMatch(UUID);
    expect(other.headers['x-request-id']).not.toBe(id);
  });

  it('keeps a sane received X-Request-Id and replaces any other', async () => {
    const kept = await t.request({ method: 'GET', url: '/v1/health/live', headers: { 'x-request-id': 'lb-7f3a.42:1' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.42:1');
    for (const bad of ['com espaço', 'x'.repeat(200), '<script>', '']) {
      const res = await t.request({ method: 'GET', url: '/v1/health/live', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });
});

describe('liveness, readiness and draining', () => {
  it('live answers without the database; ready and the old /v1/health answer with it', async () => {
    expect((await t.request({ method: 'GET', url: '/v1/health/live' })).json()).toEqual({ status: 'ok' });
    const ready = await t.request({ method: 'GET', url: '/v1/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('a draining process is not ready (503 with Retry-After) but still alive and serving', async () => {
    t.deps.lifecycle.draining = true;
    try {
      for (const url of ['/v1/health/ready', '/v1/health']) {
        const res = await t.request({ method: 'GET', url });
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(res.json().error.code).toBe('service.unavailable');
      }
      expect((await t.request({ method: 'GET', url: '/v1/health/live' })).statusCode).toBe(200);
      const user = await createUser(t);
      expect((await t.request({ method: 'GET', url: '/v1/auth/data', token: user.token })).statusCode).toBe(200);
    } finally {
      t.deps.lifecycle.draining = false;
    }
  });
});

describe('a database that cannot answer', () => {
  let app: FastifyInstance;
  let database: Database;
  const lines: string[] = [];
  beforeAll(async () => {
    // nothing listens on port 1: every connection is refused, as while PostgreSQL restarts
    database = connectDatabase('postgres://trilha:x@127.0.0.1:1/trilha', { max: 2, connectionTimeoutMs: 2_000 });
    const logStream = new Writable({
      write(chunk, _encoding, callback) {
        lines.push(String(chunk));
        callback();
      },
    });
    const config = { ...loadConfig({ NODE_ENV: 'test' }), logLevel: 'info', webDist: '/nonexistent' };
    ({ app } = await buildApp({
      config,
      db: database.db,
      clock: new ManualClock('2026-03-10T12:00:00.000Z'),
      logStream,
      lifecycle: newLifecycle(),
    }));
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers 503 service.unavailable with Retry-After and the pt-BR message, never a 500, and logs it once', async () => {
    const token = 'a'.repeat(43);
    for (let i = 0; i < 20; i++) {
      const res = await app.inject({ method: 'GET', url: '/v1/auth/data', headers: { authorization: `Bearer ${token}` } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        error: { code: 'service.unavailable', message: 'O serviço está temporariamente indisponível. Tente novamente em instantes.' },
      });
    }
    const login = await app.inject({ method: 'POST', url: '/v1/auth', payload: { email: 'ana@trilha.dev', password: 'Trilha@2026' } });
    expect(login.statusCode).toBe(503);
    expect(lines.filter((line) => line.includes('database unavailable'))).toHaveLength(1);
    expect(lines.some((line) => line.includes('"level":50'))).toBe(false);
  });

  it('is not ready, and still alive', async () => {
    expect((await app.inject({ method: 'GET', url: '/v1/health/ready' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/v1/health' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/v1/health/live' })).statusCode).toBe(200);
  });
});

describe('metrics', () => {
  it('serve Prometheus text to this machine: requests by route and status, the pool, the outbox', async () => {
    await t.request({ method: 'GET', url: '/v1/health/live' });
    const res = await t.request({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('http_request_duration_seconds_count{method="GET",route="/v1/health/live",status="200"}');
    expect(res.body).toMatch(/db_pool_connections\{state="waiting"\} \d+/);
    expect(res.body).toMatch(/outbox_backlog \d+/);
    expect(res.body).toContain('process_cpu_user_seconds_total');
  });

  it('refuse a caller from elsewhere without the token', async () => {
    const relayed = await t.request({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(relayed.statusCode).toBe(403);
    expect(relayed.body).not.toContain('http_request');
  });
});

import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { ManualClock } from '../src/platform/clock.ts';
import { connectDatabase, type Db } from '../src/platform/db/connect.ts';
import type { Deps } from '../src/platform/deps.ts';

export interface TestApp {
  app: FastifyInstance;
  deps: Deps;
  db: Db;
  clock: ManualClock;
  /** every log line the app wrote, for tests that check what reaches the log */
  logLines: string[];
  /** app.inject with an optional bearer token and X-Company header */
  request(options: InjectOptions & { token?: string; company?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** A fresh app on a database of its own, cloned from the migrated template. */
export async function createTestApp(options: { logLevel?: string; webDist?: string; config?: Partial<Config> } = {}): Promise<TestApp> {
  const adminUrl = inject('pgAdminUrl');
  const name = `trilha_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = connectDatabase(url.toString(), 5);
  const clock = new ManualClock('2026-03-10T12:00:00.000Z');
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      logLines.push(String(chunk));
      callback();
    },
  });
  const config = {
    ...loadConfig({ NODE_ENV: 'test' }),
    logLevel: options.logLevel ?? 'info',
    webDist: options.webDist ?? '/nonexistent',
    ...options.config,
  };
  const { app, deps } = await buildApp({ config, db: database.db, clock, logStream });
  return {
    app,
    deps,
    db: database.db,
    clock,
    logLines,
    request: ({ token, company, headers, ...rest }) =>
      app.inject({
        ...rest,
        headers: { ...headers, ...(token && { authorization: `Bearer ${token}` }), ...(company && { 'x-company': company }) },
      }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

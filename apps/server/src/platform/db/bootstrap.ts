import { join } from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import { connectDatabase, type Database, ensureDatabase } from './connect.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import { runMigrations } from './migrate.ts';

export interface RunningDatabase extends Database {
  /** stops the pool and, when embedded, the PostgreSQL server */
  shutdown(): Promise<void>;
}

/** External PostgreSQL when DATABASE_URL is set, else embedded PostgreSQL in DATA_DIR/pg; migrated either way. */
export async function openDatabase(config: Config, log: Logger): Promise<RunningDatabase> {
  let url = config.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const embedded = await startEmbeddedPostgres(join(config.dataDir, 'pg'), log);
    await ensureDatabase(embedded.url(), 'trilha');
    url = embedded.url('trilha');
    stopEmbedded = embedded.stop;
  }
  // migrations run on a connection of their own, without the API's statement timeout (an index on a large table
  // may take longer); the API's pool, with its timeouts, opens after them
  const migrating = connectDatabase(url, { max: 1, statementTimeoutMs: 0, connectionTimeoutMs: 30_000 });
  try {
    await runMigrations(migrating.db);
  } catch (error) {
    await stopEmbedded?.().catch(() => undefined);
    throw error;
  } finally {
    await migrating.close().catch(() => undefined);
  }
  log.info(config.databaseUrl ? 'migrations applied (external PostgreSQL of DATABASE_URL)' : 'migrations applied');
  const database = connectDatabase(url, { max: config.dbPoolMax, statementTimeoutMs: config.dbStatementTimeoutMs });
  return {
    ...database,
    async shutdown() {
      await database.close();
      await stopEmbedded?.();
    },
  };
}

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
  const database = connectDatabase(url);
  try {
    await runMigrations(database.db);
  } catch (error) {
    await database.close().catch(() => undefined);
    await stopEmbedded?.().catch(() => undefined);
    throw error;
  }
  log.info(config.databaseUrl ? 'migrations applied (external PostgreSQL of DATABASE_URL)' : 'migrations applied');
  return {
    ...database,
    async shutdown() {
      await database.close();
      await stopEmbedded?.();
    },
  };
}

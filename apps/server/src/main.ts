import './platform/node-version.ts';
import nodeModule from 'node:module';
import pino from 'pino';
import { type Config, loadConfig } from './config.ts';
import { beginOpeningDatabase, type RunningDatabase } from './platform/db/bootstrap.ts';
import { describeStartFailure } from './platform/start-failure.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // a wrong setting: the sentence that names it, no stack trace
  console.error(`Trilha could not start: ${(error as Error).message}`);
  process.exit(1);
}
const log = pino({ level: config.logLevel });

// Run from source (tsx), Node 22.1 and newer keep the compiled code between starts; the built server has its own
// cache (scripts/server-launcher.mjs), and Node 20 has none
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();

/** Opens the database and serves; any failure is one line without a stack trace, and the database is stopped. */
async function start(settings: Config): Promise<void> {
  // PostgreSQL starts (a process of its own, on another core) while the rest of the server loads and the app is
  // built; the data is prepared and the server listens once it is up and migrated
  const opening = beginOpeningDatabase(settings, log);
  // loaded once PostgreSQL's process is spawned: loading is synchronous work that would otherwise hold the spawn back
  const loading = opening.then(() => import('./serve.ts'));
  // both are awaited below; until then a failure of either must not count as unhandled
  opening.catch(() => undefined);
  loading.catch(() => undefined);
  let database: RunningDatabase | undefined;
  try {
    const opened = await opening;
    database = opened.database;
    const { serve } = await loading;
    await serve(settings, log, opened);
  } catch (error) {
    console.error(`Trilha could not start: ${describeStartFailure(error, settings)}`);
    await database?.shutdown().catch(() => undefined);
    process.exit(1);
  }
}

void start(config);

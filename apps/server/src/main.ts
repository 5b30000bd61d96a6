import pino from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { systemClock } from './platform/clock.ts';
import { openDatabase } from './platform/db/bootstrap.ts';
import { startBackgroundJobs } from './platform/jobs.ts';
import { seedIfEmpty } from './seed/seed.ts';

const config = loadConfig();
const log = pino({ level: config.logLevel });

const database = await openDatabase(config, log);
const { app, deps } = await buildApp({ config, db: database.db, clock: systemClock });
await seedIfEmpty(deps);
const stopJobs = startBackgroundJobs(deps);
await app.listen({ port: config.port, host: config.host });
log.info(`Trilha is ready on http://localhost:${config.port}`);

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down');
  stopJobs();
  await app.close().catch(() => undefined);
  await database.shutdown().catch((error) => log.error({ err: error }, 'database shutdown failed'));
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

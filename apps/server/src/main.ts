import './platform/node-version.ts';
import pino from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { moduleJobs } from './modules/jobs.ts';
import { systemClock } from './platform/clock.ts';
import { openDatabase, type RunningDatabase } from './platform/db/bootstrap.ts';
import { startBackgroundJobs } from './platform/jobs.ts';
import { describeStartFailure } from './platform/start-failure.ts';
import { prepareData } from './seed/first-start.ts';
import { startupAddresses } from './startup-addresses.ts';

const config = loadConfig();
const log = pino({ level: config.logLevel });

let database: RunningDatabase | undefined;
try {
  database = await openDatabase(config, log);
  const { app, deps } = await buildApp({ config, db: database.db, clock: systemClock });
  await prepareData(deps, log);
  const stopJobs = startBackgroundJobs(deps, moduleJobs);
  await app.listen({ port: config.port, host: config.host });
  log.info(startupAddresses(config));

  const running = database;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    stopJobs();
    await app.close().catch(() => undefined);
    await running.shutdown().catch((error) => log.error({ err: error }, 'database shutdown failed'));
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
} catch (error) {
  // one line, no stack trace: the sentence says what to do
  console.error(`Trilha could not start: ${describeStartFailure(error, config)}`);
  await database?.shutdown().catch(() => undefined);
  process.exit(1);
}

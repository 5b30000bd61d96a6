import './platform/node-version.ts';
import pino from 'pino';
import { buildApp } from './app.ts';
import { type Config, loadConfig } from './config.ts';
import { moduleTasks } from './modules/tasks.ts';
import { systemClock } from './platform/clock.ts';
import { openDatabase, type RunningDatabase } from './platform/db/bootstrap.ts';
import { newLifecycle } from './platform/lifecycle.ts';
import { describeStartFailure } from './platform/start-failure.ts';
import { startTasks } from './platform/tasks.ts';
import { prepareData } from './seed/first-start.ts';
import { startupAddresses } from './startup-addresses.ts';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // a wrong setting: the sentence that names it, no stack trace
  console.error(`Trilha could not start: ${(error as Error).message}`);
  process.exit(1);
}
const log = pino({ level: config.logLevel });

let database: RunningDatabase | undefined;
try {
  database = await openDatabase(config, log);
  const lifecycle = newLifecycle();
  const { app, deps } = await buildApp({ config, db: database.db, clock: systemClock, lifecycle });
  await prepareData(deps, log);
  // TASKS=0: a web tier; the other processes run the background work (each task once, task_leases)
  const stopJobs = config.runTasks ? startTasks(deps, moduleTasks) : () => undefined;
  await app.listen({ port: config.port, host: config.host });
  log.info(startupAddresses(config));

  const running = database;
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // SIGTERM (an orchestrator's stop): not ready first, so a load balancer stops sending new requests while these
    // are still served; Ctrl-C (SIGINT) at a terminal stops at once
    lifecycle.draining = true;
    stopJobs();
    if (signal === 'SIGTERM' && config.shutdownDrainMs > 0) {
      log.info({ signal, drainMs: config.shutdownDrainMs }, 'draining: readiness answers 503, then the server closes');
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    }
    log.info({ signal }, 'shutting down');
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

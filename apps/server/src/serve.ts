import type { Logger } from 'pino';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { moduleTasks } from './modules/tasks.ts';
import { systemClock } from './platform/clock.ts';
import type { OpeningDatabase } from './platform/db/bootstrap.ts';
import { newLifecycle } from './platform/lifecycle.ts';
import { startTasks } from './platform/tasks.ts';
import { prepareData } from './seed/first-start.ts';
import { startupAddresses } from './startup-addresses.ts';

/**
 * Builds the app while the database comes up (building queries nothing), then prepares its data, starts the background
 * tasks and listens until a signal.
 */
export async function serve(config: Config, log: Logger, { database, migrated }: OpeningDatabase): Promise<void> {
  const lifecycle = newLifecycle();
  const { app, deps } = await buildApp({ config, db: database.db, clock: systemClock, lifecycle });
  await migrated;
  await prepareData(deps, log);
  // TASKS=0: a web tier; the other processes run the background work (each task once, task_leases)
  const stopJobs = config.runTasks ? startTasks(deps, moduleTasks) : () => undefined;
  await app.listen({ port: config.port, host: config.host });
  log.info(startupAddresses(config));
  // the built server's launcher keeps the code compiled so far for the next start (scripts/server-launcher.mjs)
  (globalThis as Record<symbol, (() => void) | undefined>)[Symbol.for('trilha.server.listening')]?.();

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
    await database.shutdown().catch((error) => log.error({ err: error }, 'database shutdown failed'));
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

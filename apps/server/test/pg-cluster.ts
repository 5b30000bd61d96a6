import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A primary and a hot standby of Debian's PostgreSQL on loopback, for the tests of read replicas: streaming
 * replication needs pg_basebackup, which the embedded PostgreSQL of the other tests does not ship.
 */

/** Debian's newest PostgreSQL binaries with pg_basebackup, or null when PostgreSQL is not installed. */
export function debianPgBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, 'bin', 'pg_basebackup')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? join(root, newest, 'bin') : null;
}

const asRoot = process.getuid?.() === 0;

/** Runs a PostgreSQL tool, as the postgres user when we are root (initdb and postgres refuse root). */
function runPg(bin: string, tool: string, args: string[]): void {
  const command = asRoot ? 'runuser' : join(bin, tool);
  const all = asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args;
  const run = spawnSync(command, all, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`${tool} ${args.join(' ')} failed: ${run.stderr || run.stdout}`);
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

interface Node {
  port: number;
  dataDir: string;
  /** a URL of `database` on this node, as the postgres superuser */
  url(database?: string): string;
  start(): void;
  /** stops at once, as a crash would (no checkpoint) */
  kill(): void;
}

export interface Pair {
  primary: Node;
  standby: Node;
  close(): void;
}

/** A primary and a streaming hot standby of it, in a temporary directory removed by close(). */
export async function startPrimaryAndStandby(bin: string): Promise<Pair> {
  const dir = mkdtempSync(join(tmpdir(), 'trilha-replicas-'));
  chmodSync(dir, 0o755);
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const node = (name: string, port: number, settings: string): Node => {
    const dataDir = join(dir, name);
    return {
      port,
      dataDir,
      url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
      start: () =>
        runPg(bin, 'pg_ctl', [
          '-D',
          dataDir,
          '-l',
          join(dir, `${name}.log`),
          '-w',
          '-t',
          '60',
          '-o',
          `-p ${port} -k ${dir} ${settings}`,
          'start',
        ]),
      kill: () => runPg(bin, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']),
    };
  };
  // a throwaway pair: nothing flushed to disk; connections on loopback only
  const settings = '-c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off -c wal_level=replica -c max_wal_senders=4';
  const primary = node('primary', await freePort(), settings);
  const standby = node('standby', await freePort(), `${settings} -c hot_standby=on`);
  const nodes = [primary, standby];
  try {
    runPg(bin, 'initdb', ['-D', primary.dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
    primary.start();
    // -R writes the standby's connection to the primary (standby.signal, primary_conninfo)
    runPg(bin, 'pg_basebackup', [
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.port),
      '-U',
      'postgres',
      '-D',
      standby.dataDir,
      '-R',
      '-X',
      'stream',
    ]);
    standby.start();
  } catch (error) {
    stopAll();
    throw error;
  }
  function stopAll() {
    for (const { dataDir } of nodes) {
      if (existsSync(join(dataDir, 'postmaster.pid'))) {
        try {
          runPg(bin, 'pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
        } catch {
          // already gone
        }
      }
    }
    rmSync(dir, { recursive: true, force: true });
  }
  return { primary, standby, close: stopAll };
}

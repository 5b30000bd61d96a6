// A read replica for `npm run bench:capacity` from the embedded PostgreSQL alone (it ships no pg_basebackup): a copy of
// the primary's cluster taken while it is stopped, started as a hot standby with no primary to follow. It answers
// read-only queries over the data as it was at the copy, which is all a lag-tolerant read of the bench needs (the
// catalogue and the people were filled before), and the app's read routing (platform/db/read-replicas.ts) takes it
// for a replica: it is in recovery. Its CPU is then apart from the primary's, measured the same way (bench/cpu.ts).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { readlinkSync, statSync, writeFileSync } from 'node:fs';
import { chown } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { postmasterPid } from './cpu.ts';

export interface Standby {
  url(database: string): string;
  dataDir: string;
  stop(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

/** The binary a running postmaster was started from (the embedded package's, or its copy when it runs as root). */
export const postgresBinary = (pgDir: string) => readlinkSync(`/proc/${postmasterPid(pgDir)}/exe`);

/**
 * Copies the stopped cluster `primaryDir` into `dir` and starts it as a hot standby with `binary`, as the owner of the
 * cluster's files (the postgres user when we are root). `primaryUrl` is any URL of the primary: the standby has its
 * users and passwords, on another port.
 */
export async function startFrozenStandby(primaryDir: string, dir: string, binary: string, primaryUrl: string): Promise<Standby> {
  const copy = spawnSync('cp', ['-a', primaryDir, dir], { encoding: 'utf8' });
  if (copy.status !== 0) throw new Error(`could not copy the cluster: ${copy.stderr}`);
  const owner = statSync(primaryDir);
  const signal = join(dir, 'standby.signal');
  writeFileSync(signal, '');
  await chown(signal, owner.uid, owner.gid);
  const port = await freePort();
  const args = ['-D', dir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'hot_standby=on'];
  const asRoot = process.getuid?.() === 0;
  // as root, as the postgres user (PostgreSQL refuses root), as test/pg-cluster.ts starts its servers
  const [command, all] = asRoot ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
  const child: ChildProcess = spawn(command, all, { stdio: 'ignore' });
  const url = (database: string) => {
    const parsed = new URL(primaryUrl);
    parsed.port = String(port);
    parsed.pathname = `/${database}`;
    return parsed.toString();
  };
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(postmasterPid(dir), 'SIGINT'); // fast shutdown
    } catch {
      child.kill('SIGINT');
    }
    await exited;
  };
  // ready once it answers; a copy that answers as a primary is no replica
  let recovering: boolean | undefined;
  for (let waited = 0; recovering === undefined; waited += 200) {
    const client = new pg.Client({ connectionString: url('postgres') });
    try {
      await client.connect();
      recovering = (await client.query<{ recovering: boolean }>('select pg_is_in_recovery() as recovering')).rows[0]?.recovering;
    } catch (error) {
      if (child.exitCode !== null || waited > 60_000) {
        await stop();
        throw new Error(`the standby did not start: ${error instanceof Error ? error.message : error}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  if (!recovering) {
    await stop();
    throw new Error('the copy of the cluster started as a primary, not as a standby');
  }
  return { url, dataDir: dir, stop };
}

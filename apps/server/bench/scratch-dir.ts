import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A benchmark's temporary directory and what it started in it, undone in reverse order by `cleanup` (also on
 * Ctrl-C). Embedded PostgreSQL runs as the postgres user when we are root: it must be able to enter the directory.
 */
export async function scratchDir(prefix: string) {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  await chmod(dir, 0o755);
  const cleanups: (() => Promise<unknown>)[] = [() => rm(dir, { recursive: true, force: true })];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step().catch((error) => console.error('cleanup failed:', error));
  };
  process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));
  return { dir, cleanups, cleanup };
}

import { statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export interface Account {
  uid: number;
  gid: number;
}

/**
 * The first directory on the way to `target` that `account` cannot pass through (no execute
 * permission for it), or null. As root, PostgreSQL runs as its own user: a 0700 home directory
 * above the project stops it with a bare "Permission denied" from initdb.
 */
export function firstClosedDirectory(target: string, account: Account): string | null {
  const chain: string[] = [];
  for (let dir = resolve(target); ; dir = dirname(dir)) {
    chain.unshift(dir);
    if (dirname(dir) === dir) break;
  }
  for (const dir of chain) {
    let stat: ReturnType<typeof statSync>;
    try {
      stat = statSync(dir);
    } catch {
      return null; // not created yet: we create it below a directory already checked
    }
    const bit = stat.uid === account.uid ? 0o100 : stat.gid === account.gid ? 0o010 : 0o001;
    if ((stat.mode & bit) === 0) return dir;
  }
  return null;
}

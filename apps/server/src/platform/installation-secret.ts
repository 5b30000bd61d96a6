import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A random secret of this installation, made once in the data directory (mode 0600, 32 bytes as 64 hexadecimal
 * characters) and read back on every start: what a configuration value stands for when it is not set, so no
 * installation runs on a default everybody can read in the README.
 */
export function installationSecret(dataDir: string, fileName: string): string {
  const path = join(dataDir, fileName);
  try {
    return readFileSync(path, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dataDir, { recursive: true });
  try {
    // 'wx': a second process starting at the same moment keeps the first one's secret
    writeFileSync(path, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(path, 'utf8').trim();
}

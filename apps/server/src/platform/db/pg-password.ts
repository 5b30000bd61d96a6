import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** What every data directory initialised before passwords were random uses. */
export const LEGACY_PASSWORD = 'trilha-local';

/**
 * The embedded PostgreSQL's password: random for a new cluster and kept in `<pgDir>.password`
 * (beside the cluster, since initdb wants an empty directory), readable by our user only.
 * A cluster initialised before this change has no such file and keeps the fixed password it was made with.
 */
export function embeddedPassword(pgDir: string): string {
  const file = `${pgDir}.password`;
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  if (existsSync(join(pgDir, 'PG_VERSION'))) return LEGACY_PASSWORD;
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server, found from this module whether it runs as TypeScript (src/paths.ts) or inside the compiled bundle
 * (dist/main.js): the nearest folder above whose package.json is @trilha/server.
 */
function findServerRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === '@trilha/server') return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error('apps/server/package.json not found above the server code');
    dir = parent;
  }
}

export const SERVER_ROOT = findServerRoot();

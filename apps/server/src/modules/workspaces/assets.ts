import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { ASSET_URL_PREFIX, ASSETS_DIR } from '../../platform/storage/file-routes.ts';

const IMAGE = /\.(svg|png|jpe?g|webp)$/i;

/** The sample images under assets/<prefix>, sorted, with the URL that serves each one. */
export async function listSampleAssets(prefix: string): Promise<{ key: string; url: string }[]> {
  const names = await readdir(join(ASSETS_DIR, prefix)).catch(() => [] as string[]);
  return names
    .filter((name) => IMAGE.test(name))
    .sort()
    .map((name) => ({ key: `${prefix}/${name}`, url: `${ASSET_URL_PREFIX}${prefix}/${name}` }));
}

export const assetUrl = (key: string) => `${ASSET_URL_PREFIX}${key}`;

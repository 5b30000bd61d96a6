import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';

/** Uploaded files are served under this path (see file-routes.ts). */
const FILES_URL_PREFIX = '/v1/files/';

// Keys are our own (workspaces/<id>/<uuid>.<ext>); anything else is refused before it reaches the file system.
const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/i;

/** The absolute path of a key inside root, or null when the key could escape it. */
export function resolveKey(root: string, key: string): string | null {
  if (!SAFE_KEY.test(key) || key.includes('..') || key.length > 300) return null;
  const base = resolve(root);
  const full = resolve(base, key);
  return full.startsWith(base + sep) ? full : null;
}

/**
 * Files on the local disk under `config.storageDir`. The same three calls map to an
 * S3-compatible bucket when the API runs on several machines (DESIGN.md section 10).
 */
export interface FileStorage {
  /** stores the bytes and answers the public URL */
  put(key: string, data: Buffer): Promise<string>;
  remove(key: string): Promise<void>;
  removePrefix(prefix: string): Promise<void>;
}

export function localStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    const path = resolveKey(root, key);
    if (!path) throw new Error(`unsafe storage key ${key}`);
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
      return FILES_URL_PREFIX + key;
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async removePrefix(prefix) {
      await rm(pathOf(prefix), { recursive: true, force: true });
    },
  };
}

/** The storage key of one of our file URLs, or null for any other URL (sample assets, external). */
export const keyOfUrl = (url: string | null | undefined): string | null =>
  url?.startsWith(FILES_URL_PREFIX) ? url.slice(FILES_URL_PREFIX.length) : null;

import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { checkKey, countedTo, FILES_URL_PREFIX, type FileStorage, isSafeKey, READ_LIMIT_BYTES } from './file-storage.ts';

/** The absolute path of a key inside root, or null when the key could escape it. */
function resolveKey(root: string, key: string): string | null {
  if (!isSafeKey(key)) return null;
  const base = resolve(root);
  const full = resolve(base, key);
  return full.startsWith(base + sep) ? full : null;
}

const MISSING = new Set(['ENOENT', 'EISDIR', 'ENOTDIR']);

/** Files in a directory of this machine (`STORAGE_DIR`): right for one process, or several sharing one disk. */
export function localStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    const path = resolveKey(root, checkKey(key));
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
    async putStream(key, data, size) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // written beside the file and renamed over it once whole: a reader never sees half an upload
      const partial = `${path}.${randomUUID()}.partial`;
      try {
        await pipeline(data, countedTo(size), createWriteStream(partial));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return FILES_URL_PREFIX + key;
    },
    async get(key) {
      const path = resolveKey(root, key);
      if (!path) return null;
      const file = await open(path, 'r').catch((error: NodeJS.ErrnoException) => {
        if (MISSING.has(error.code ?? '')) return null;
        throw error;
      });
      if (!file) return null;
      try {
        const stat = await file.stat();
        if (!stat.isFile()) return null;
        if (stat.size > READ_LIMIT_BYTES) throw new Error(`stored file ${key} is larger than ${READ_LIMIT_BYTES} bytes`);
        return await file.readFile();
      } finally {
        await file.close();
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    async removePrefix(prefix) {
      await rm(pathOf(prefix), { recursive: true, force: true });
    },
  };
}

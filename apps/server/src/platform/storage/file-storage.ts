import { type Readable, Transform } from 'node:stream';

/** Uploaded files are served under this path (see file-routes.ts). */
export const FILES_URL_PREFIX = '/v1/files/';

/**
 * The largest file `get` reads into memory: above every upload limit (videos are 25 MB), so only a file that no
 * upload could have made is refused, and a stray huge object cannot exhaust the process's memory.
 */
export const READ_LIMIT_BYTES = 32 * 1024 * 1024;

// Keys are our own (workspaces/<id>/<uuid>.<ext>); anything else is refused before it reaches a disk or a bucket.
const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/i;

export const isSafeKey = (key: string): boolean => SAFE_KEY.test(key) && !key.includes('..') && key.length <= 300;

/** Refuses a key that is not one of ours: a programming error, never a client's input reaching a write. */
export function checkKey(key: string): string {
  if (!isSafeKey(key)) throw new Error(`unsafe storage key ${key}`);
  return key;
}

/**
 * Where the product keeps the files it stores (images, resumes, video answers). One instance per app, on
 * `deps.storage`: a local directory on one machine, an S3-compatible bucket when several processes serve one database,
 * so a file stored through one process is read through any other.
 */
export interface FileStorage {
  /** stores the bytes under `key` (replacing any) and answers the public URL */
  put(key: string, data: Buffer): Promise<string>;
  /**
   * stores the `size` bytes `data` streams under `key` (replacing any) and answers the public URL, without holding
   * them in memory: an upload of 25 MB passes through in chunks. A stream that ends short of `size` or fails stores
   * nothing.
   */
  putStream(key: string, data: Readable, size: number): Promise<string>;
  /** the bytes stored under `key`, or null when there are none or the key is not one of ours */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** removes every file under `prefix/` (a folder: `workspaces/<id>` never touches `workspaces/<id>x/`) */
  removePrefix(prefix: string): Promise<void>;
}

/** The storage key of one of our file URLs, or null for any other URL (sample assets, external). */
export const keyOfUrl = (url: string | null | undefined): string | null =>
  url?.startsWith(FILES_URL_PREFIX) ? url.slice(FILES_URL_PREFIX.length) : null;

/** Passes the stream through and fails it when it does not hold exactly `size` bytes. */
export function countedTo(size: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      done(seen > size ? new Error(`the stream holds more than ${size} bytes`) : null, chunk);
    },
    flush(done) {
      done(seen < size ? new Error(`the stream ended after ${seen} of ${size} bytes`) : null);
    },
  });
}

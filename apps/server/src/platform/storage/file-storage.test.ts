import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../../test/s3-server.ts';
import type { StorageConfig } from '../../config.ts';
import { StartFailure } from '../start-failure.ts';
import { createStorage } from './create-storage.ts';
import { type FileStorage, READ_LIMIT_BYTES } from './file-storage.ts';

// One contract, both adapters: what the product stores through one process, another process reads.
let s3: TestS3Server;
let dir: string;
beforeAll(async () => {
  s3 = await startS3Server();
  dir = await mkdtemp(join(tmpdir(), 'trilha-storage-'));
});
afterAll(async () => {
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

const adapters: [string, () => StorageConfig][] = [
  ['local directory', () => ({ kind: 'local', dir: join(dir, randomBytes(4).toString('hex')), s3: s3.storage('unused').s3 })],
  ['S3-compatible bucket (s3rver)', () => s3.storage(`trilha-${randomBytes(4).toString('hex')}`)],
];

describe.each(adapters)('file storage: %s', (_name, settings) => {
  let config: StorageConfig;
  let storage: FileStorage;
  beforeAll(async () => {
    config = settings();
    storage = await createStorage(config);
  });

  it('stores bytes under a key, answers their public URL, reads them back exactly and replaces them', async () => {
    const data = randomBytes(300_000);
    expect(await storage.put('workspaces/w1/a.webp', data)).toBe('/v1/files/workspaces/w1/a.webp');
    expect((await storage.get('workspaces/w1/a.webp'))?.equals(data)).toBe(true);
    await storage.put('workspaces/w1/a.webp', Buffer.from('second'));
    expect((await storage.get('workspaces/w1/a.webp'))?.toString()).toBe('second');
    await storage.put('users/u1/empty.webp', Buffer.alloc(0));
    expect((await storage.get('users/u1/empty.webp'))?.length).toBe(0);
  });

  it('stores a stream as it comes, chunk by chunk, and reads it back exactly', async () => {
    const data = randomBytes(3 * 1024 * 1024 + 17);
    const chunks = function* () {
      for (let at = 0; at < data.length; at += 64 * 1024) yield data.subarray(at, at + 64 * 1024);
    };
    expect(await storage.putStream('applications/s1/video.webm', Readable.from(chunks()), data.length)).toBe(
      '/v1/files/applications/s1/video.webm',
    );
    expect((await storage.get('applications/s1/video.webm'))?.equals(data)).toBe(true);
  });

  it('stores nothing from a stream that ends short of its size, holds more, or fails', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1000, 1));
        this.destroy(new Error('the client went away'));
      },
    });
    const cases: [string, Readable, number][] = [
      ['short', Readable.from([Buffer.alloc(10)]), 20],
      ['long', Readable.from([Buffer.alloc(30)]), 20],
      ['failing', failing, 5000],
    ];
    for (const [name, stream, size] of cases) {
      await expect(storage.putStream(`applications/s2/${name}.webm`, stream, size), name).rejects.toThrow();
      // S3 itself refuses a body cut short of its length; s3rver keeps what came, so only the directory is asked here
      if (config.kind === 'local') expect(await storage.get(`applications/s2/${name}.webm`), name).toBeNull();
    }
  });

  it('answers null for a missing key, a folder and any key that is not one of ours', async () => {
    await storage.put('applications/x1/f.pdf', Buffer.from('%PDF-'));
    for (const key of ['applications/x1/missing.pdf', 'applications/x1', 'applications', 'nothing-here/at/all.webp']) {
      expect(await storage.get(key), key).toBeNull();
    }
    for (const key of [
      '',
      '/etc/passwd',
      '../x.webp',
      'a/../applications/x1/f.pdf',
      'a//b',
      'a/./b',
      '.hidden',
      'a\\b',
      `${'a'.repeat(301)}`,
    ]) {
      expect(await storage.get(key), key).toBeNull();
    }
  });

  it('refuses to write or remove under a key that is not one of ours', async () => {
    for (const key of ['../escape.webp', '/abs.webp', 'a/../../b.webp', '']) {
      await expect(storage.put(key, Buffer.from('x')), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.remove(key), key).rejects.toThrow(/unsafe storage key/);
      await expect(storage.removePrefix(key), key).rejects.toThrow(/unsafe storage key/);
    }
  });

  it('removes one file, and a missing one without complaint', async () => {
    await storage.put('contents/c1/cover.webp', Buffer.from('cover'));
    await storage.remove('contents/c1/cover.webp');
    expect(await storage.get('contents/c1/cover.webp')).toBeNull();
    await storage.remove('contents/c1/cover.webp');
  });

  it('removes a folder at every depth, and only that folder', async () => {
    const keys = ['workspaces/abc/1.webp', 'workspaces/abc/deep/er/2.webp', 'workspaces/abcd/3.webp', 'workspaces/ab/4.webp'];
    for (const key of keys) await storage.put(key, Buffer.from(key));
    await storage.removePrefix('workspaces/abc');
    const left = await Promise.all(keys.map(async (key) => [key, (await storage.get(key))?.toString() ?? null]));
    expect(Object.fromEntries(left)).toEqual({
      'workspaces/abc/1.webp': null,
      'workspaces/abc/deep/er/2.webp': null,
      'workspaces/abcd/3.webp': 'workspaces/abcd/3.webp',
      'workspaces/ab/4.webp': 'workspaces/ab/4.webp',
    });
    await storage.removePrefix('workspaces/never-there');
  });

  it('removes a folder of more files than one listing page holds', async () => {
    // S3 lists and deletes at most 1,000 keys a call
    const many = Array.from({ length: 1_005 }, (_, index) => `workspaces/big/${index}.webp`);
    for (let start = 0; start < many.length; start += 100) {
      await Promise.all(many.slice(start, start + 100).map((key) => storage.put(key, Buffer.from('x'))));
    }
    await storage.removePrefix('workspaces/big');
    expect(await storage.get('workspaces/big/0.webp')).toBeNull();
    expect(await storage.get('workspaces/big/1004.webp')).toBeNull();
  }, 120_000);

  it('shares its files with a second instance on the same directory or bucket (another process)', async () => {
    const [other, third] = await Promise.all([createStorage(config), createStorage(config)]);
    await storage.put('users/u2/avatar-small.webp', Buffer.from('from A'));
    expect((await other.get('users/u2/avatar-small.webp'))?.toString()).toBe('from A');
    await third.remove('users/u2/avatar-small.webp');
    expect(await storage.get('users/u2/avatar-small.webp')).toBeNull();
  });
});

describe('starting the S3 adapter', () => {
  it('creates a missing bucket once, however many processes start at once', async () => {
    const config = s3.storage(`fresh-${randomBytes(4).toString('hex')}`);
    const [a, b, c] = await Promise.all([createStorage(config), createStorage(config), createStorage(config)]);
    await a.put('users/u/x.webp', Buffer.from('x'));
    expect((await b.get('users/u/x.webp'))?.toString()).toBe('x');
    expect((await c.get('users/u/x.webp'))?.toString()).toBe('x');
  });

  it('stops the start with one sentence when the bucket cannot be used', async () => {
    const good = s3.storage('trilha-denied');
    const denied = createStorage({ ...good, s3: { ...good.s3, accessKeyId: 'SOMEONE-ELSE' } });
    await expect(denied).rejects.toBeInstanceOf(StartFailure);
    await expect(denied).rejects.toThrow(
      /^cannot use the S3 bucket "trilha-denied" at http:\/\/127\.0\.0\.1:\d+ \(access denied\): check S3_ENDPOINT/,
    );
    const unreachable = createStorage({ ...good, s3: { ...good.s3, endpoint: 'http://127.0.0.1:9' } });
    await expect(unreachable).rejects.toThrow(/^cannot use the S3 bucket "trilha-denied" at http:\/\/127\.0\.0\.1:9 \(ECONNREFUSED\)/);
  });
});

describe('reading a stored file', () => {
  it('refuses one larger than any upload could make, without reading it into memory', async () => {
    const root = join(dir, 'huge');
    const storage = await createStorage({ kind: 'local', dir: root, s3: s3.storage('unused').s3 });
    await storage.put('users/u/huge.webp', Buffer.from('x'));
    // a sparse file: its size without its bytes
    await truncate(join(root, 'users/u/huge.webp'), READ_LIMIT_BYTES + 1);
    await expect(storage.get('users/u/huge.webp')).rejects.toThrow(/larger than/);
    await writeFile(join(root, 'users/u/huge.webp'), 'small again');
    expect((await storage.get('users/u/huge.webp'))?.toString()).toBe('small again');
  });
});

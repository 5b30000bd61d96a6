import { chmod, mkdir, mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstClosedDirectory } from './pg-access.ts';
import { embeddedPassword, LEGACY_PASSWORD } from './pg-password.ts';

const other = { uid: 4242, gid: 4242 };

describe('reaching the data directory as the postgres user', () => {
  it('names the 0700 directory another user cannot enter', async () => {
    const home = await mkdtemp(join(tmpdir(), 'trilha-home-'));
    await chmod(home, 0o700);
    const data = join(home, 'project', 'data', 'pg');
    await mkdir(join(home, 'project'), { recursive: true });
    expect(firstClosedDirectory(data, other)).toBe(home);
    // its owner passes, and so does everyone once the directory is opened to others
    const { uid, gid } = await stat(home);
    expect(firstClosedDirectory(data, { uid, gid })).toBeNull();
    await chmod(home, 0o711);
    expect(firstClosedDirectory(data, other)).toBeNull();
  });
});

describe('the embedded PostgreSQL password', () => {
  it('is random for a new cluster, kept beside it and readable by us only', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'trilha-pw-')), 'pg');
    const first = embeddedPassword(dir);
    expect(first).not.toBe(LEGACY_PASSWORD);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(embeddedPassword(dir)).toBe(first);
    expect((await readFile(`${dir}.password`, 'utf8')).trim()).toBe(first);
    expect((await stat(`${dir}.password`)).mode & 0o077).toBe(0);
    const another = join(await mkdtemp(join(tmpdir(), 'trilha-pw-')), 'pg');
    expect(embeddedPassword(another)).not.toBe(first);
  });

  it('keeps the old fixed password for a cluster made before', async () => {
    const dir = join(await mkdtemp(join(tmpdir(), 'trilha-pw-')), 'pg');
    await mkdir(dir);
    await writeFile(join(dir, 'PG_VERSION'), '18\n');
    expect(embeddedPassword(dir)).toBe(LEGACY_PASSWORD);
  });
});

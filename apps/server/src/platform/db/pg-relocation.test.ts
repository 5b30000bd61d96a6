import { chmod, mkdir, mkdtemp, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { placePostgres } from './pg-relocation.ts';

const postgres = { uid: 4242, gid: 4242 };

describe('placing the embedded PostgreSQL where its user can reach it (a clone under /root)', () => {
  it('leaves everything where it is for a regular user', () => {
    const placement = placePostgres('/root/trilha/data/pg', { asRoot: false });
    expect(placement).toMatchObject({ dataDir: '/root/trilha/data/pg', moved: [] });
  });

  it('as root, moves a cluster behind a 0700 directory to the relocation root, one folder per project', async () => {
    const home = await mkdtemp(join(tmpdir(), 'trilha-home-'));
    await chmod(home, 0o700);
    const root = join(await mkdtemp(join(tmpdir(), 'trilha-reloc-')), 'pg');
    const project = join(home, 'clone', 'data', 'pg');
    await mkdir(join(home, 'clone'), { recursive: true });

    const placement = placePostgres(project, { asRoot: true, account: postgres, root });
    expect(placement.dataDir.startsWith(join(root, 'clusters'))).toBe(true);
    expect(placement.moved).toEqual([`the cluster of ${project} is in ${placement.dataDir}`]);
    // the same project lands in the same place on every start; another project elsewhere
    expect(placePostgres(project, { asRoot: true, account: postgres, root }).dataDir).toBe(placement.dataDir);
    expect(placePostgres(join(home, 'other', 'pg'), { asRoot: true, account: postgres, root }).dataDir).not.toBe(placement.dataDir);
    // the postgres user can walk to it
    expect((await stat(root)).mode & 0o001).toBe(0o001);
    expect((await stat(join(root, 'clusters'))).mode & 0o001).toBe(0o001);
  });

  it('as root, keeps a cluster the postgres user can already reach', async () => {
    const open = join(await mkdtemp(join(tmpdir(), 'trilha-open-')), 'pg');
    await chmod(join(open, '..'), 0o755);
    const placement = placePostgres(open, { asRoot: true, account: postgres, root: join(tmpdir(), 'unused') });
    expect(placement.dataDir).toBe(open);
    expect(placement.moved.filter((line) => line.includes('cluster'))).toEqual([]);
  });
});

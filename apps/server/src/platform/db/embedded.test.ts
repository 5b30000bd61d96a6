import { existsSync } from 'node:fs';
import { appendFile, chmod, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { StartFailure } from '../start-failure.ts';
import { launchEmbeddedPostgres, startEmbeddedPostgres } from './embedded.ts';
import { placePostgres } from './pg-relocation.ts';

const log = pino({ level: 'silent' });

async function answer(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ one: number }>('select 1 as one')).rows[0]?.one ?? 0;
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL on an existing cluster', () => {
  it('starts again on its data, answers with its password, and stops cleanly', { timeout: 120_000 }, async () => {
    const home = await mkdtemp(join(tmpdir(), 'trilha-embedded-'));
    // PostgreSQL runs as its own user when we are root: it must be able to enter the directory
    await chmod(home, 0o755);
    const projectDir = join(home, 'pg');
    const first = await startEmbeddedPostgres(projectDir, log, { throwaway: true });
    await first.stop();

    const again = await launchEmbeddedPostgres(projectDir, log, { throwaway: true });
    // the address is known before the server is up
    expect(again.url()).toMatch(/^postgres:\/\/trilha:.+@127\.0\.0\.1:\d+\/postgres$/);
    await again.ready;
    expect(await answer(again.url())).toBe(1);
    const pidFile = join(placePostgres(projectDir).dataDir, 'postmaster.pid');
    expect(existsSync(pidFile)).toBe(true);
    await again.stop();
    expect(existsSync(pidFile)).toBe(false);

    // a cluster PostgreSQL refuses to start on: the operator reads its FATAL line, not a bare failure
    await appendFile(join(placePostgres(projectDir).dataDir, 'postgresql.auto.conf'), "\nshared_buffers = 'plenty'\n");
    const broken = await launchEmbeddedPostgres(projectDir, log, { throwaway: true });
    const failure = await broken.ready.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StartFailure);
    expect((failure as Error).message).toMatch(
      /^the embedded PostgreSQL did not start in \S+ \(configuration file .*postgresql\.auto\.conf" contains errors\)$/,
    );
  });
});

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectDatabase } from '../src/platform/db/connect.ts';
import { runMigrations } from '../src/platform/db/migrate.ts';
import { seedReferenceData } from '../src/seed/seed.ts';
import { createTestApp, type TestApp } from './app.ts';
import { createHiringCompany, createPosition, createUser, type HiringCompany, type TestUser } from './factories/index.ts';
import { debianPgBin, type Pair, startPrimaryAndStandby } from './pg-cluster.ts';

/**
 * Reads that tolerate lag on a real hot standby (DATABASE_READ_URL): searches and public pages are the standby's,
 * a person reads back what they wrote while its replay is paused, a standby past DB_READ_MAX_LAG_MS gets no reads,
 * and a stopped one costs nobody an error.
 */

const bin = debianPgBin();
// CI installs Debian's PostgreSQL; a developer's machine without it skips these (the embedded one has no pg_basebackup)
if (!bin && process.env.CI) throw new Error("read-replica tests need Debian's PostgreSQL (apt-get install postgresql)");

const query = async <T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
};

/** Waits until the standby has replayed everything the primary has written so far. */
async function caughtUp(pair: Pair) {
  const lsn = (await query<{ lsn: string }>(pair.primary.url(), 'select pg_current_wal_lsn()::text as lsn'))[0]?.lsn;
  await vi.waitFor(
    async () => {
      const [row] = await query<{ ok: boolean }>(pair.standby.url(), 'select pg_last_wal_replay_lsn() >= $1::pg_lsn as ok', [lsn]);
      if (!row?.ok) throw new Error(`the standby has not replayed ${lsn} yet`);
    },
    { timeout: 20_000, interval: 50 },
  );
}

/** The standby's own count of transactions in the app's database: the reads it served (flushed within seconds). */
const standbyTransactions = async (pair: Pair) =>
  Number(
    (
      await query<{ n: string }>(
        pair.standby.url(),
        "select xact_commit + xact_rollback as n from pg_stat_database where datname = 'trilha'",
      )
    )[0]?.n,
  );

const titlesOf = (body: { items: { title: string }[] }) => body.items.map((item) => item.title);

describe.skipIf(!bin)('read replicas', () => {
  let pair: Pair;
  let t: TestApp;
  let company: HiringCompany;
  let candidate: TestUser;
  let positionId: string;

  const search = (text: string, token?: string) =>
    t.request({ method: 'GET', url: `/v1/suggestions?text=${encodeURIComponent(text)}`, ...(token && { token }) });

  beforeAll(async () => {
    pair = await startPrimaryAndStandby(bin as string);
    await query(pair.primary.url(), 'create database trilha');
    const migrating = connectDatabase(pair.primary.url('trilha'), 1);
    await runMigrations(migrating.db);
    await seedReferenceData(migrating.db, new Date('2026-03-10T12:00:00.000Z'));
    await migrating.close();
    t = await createTestApp({
      databaseUrl: pair.primary.url('trilha'),
      config: { databaseReadUrls: [pair.standby.url('trilha')], dbReadMaxLagMs: 5_000 },
    });
    company = await createHiringCompany(t);
    candidate = await createUser(t);
    positionId = await createPosition(t, company, { title: 'Analista de Logística Reversa' });
    await caughtUp(pair);
    await t.deps.reads.check();
  }, 180_000);

  afterAll(async () => {
    await t?.close();
    pair?.close();
  });

  it('serves searches, public pages and sitemaps from the standby, and says so in readiness and /metrics', async () => {
    expect(t.deps.reads.status()).toEqual([{ name: expect.stringContaining('/trilha'), state: 'ok', lagMs: 0 }]);
    const before = await standbyTransactions(pair);
    const found = await search('logística reversa');
    expect(found.statusCode).toBe(200);
    expect(titlesOf(found.json())).toEqual(['Analista de Logística Reversa']);
    expect((await t.request({ method: 'GET', url: `/vagas/${positionId}` })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/sitemap.xml' })).statusCode).toBe(200);
    // the standby's statistics reach its view within seconds of its backends going idle
    await expect.poll(() => standbyTransactions(pair), { timeout: 20_000, interval: 200 }).toBeGreaterThanOrEqual(before + 3);

    const ready = await t.request({ method: 'GET', url: '/v1/health/ready' });
    expect(ready.json().replicas).toEqual([{ name: expect.any(String), state: 'ok', lagMs: 0 }]);
    const metrics = (await t.request({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/db_replica_up\{replica="127\.0\.0\.1:\d+\/trilha",state="ok"\} 1/);
    expect(metrics).toMatch(/db_replica_lag_seconds\{replica="[^"]+"\} 0/);
  });

  it('lets a person read what they just wrote while the standby replays nothing; others read the standby', async () => {
    await query(pair.standby.url(), 'select pg_wal_replay_pause()');
    // the recruiter publishes a position: their own search finds it at once, from the primary
    await createPosition(t, company, { title: 'Astrônomo de Dados' });
    const own = await search('astrônomo', company.admin.token);
    expect(titlesOf(own.json())).toEqual(['Astrônomo de Dados']);
    // a candidate who wrote nothing reads the standby, which has not replayed it yet
    expect(titlesOf((await search('astrônomo', candidate.token)).json())).toEqual([]);
    // the candidate saves the profile: reads it back, and from then on their searches wait for what they wrote
    const saved = await t.request({
      method: 'PUT',
      url: '/v1/profile',
      token: candidate.token,
      payload: { name: 'Carla', lastName: 'Replicada' },
    });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    const profile = await t.request({ method: 'GET', url: '/v1/profile', token: candidate.token });
    expect(profile.json().form).toMatchObject({ name: 'Carla', lastName: 'Replicada' });
    expect(titlesOf((await search('astrônomo', candidate.token)).json())).toEqual(['Astrônomo de Dados']);
  });

  it('takes a standby further behind than DB_READ_MAX_LAG_MS out of rotation, and back when it catches up', async () => {
    // replay is still paused, with the primary ahead of it: eight seconds on, the standby is eight seconds behind
    await t.deps.reads.check();
    t.clock.advance(8_000);
    await t.deps.reads.check();
    expect(t.deps.reads.status()).toEqual([{ name: expect.any(String), state: 'lagging', lagMs: 8_000 }]);
    // anonymous readers, who would read the standby, now find the new position: the primary answers them
    expect(titlesOf((await search('astrônomo')).json())).toEqual(['Astrônomo de Dados']);
    expect((await t.request({ method: 'GET', url: '/v1/health/ready' })).json().replicas[0].state).toBe('lagging');
    expect((await t.request({ method: 'GET', url: '/metrics' })).body).toMatch(/db_replica_up\{[^}]*state="lagging"\} 0/);

    await query(pair.standby.url(), 'select pg_wal_replay_resume()');
    await caughtUp(pair);
    await t.deps.reads.check();
    expect(t.deps.reads.status()[0]?.state).toBe('ok');
  });

  it('answers every search when the standby is stopped, then marks it down', async () => {
    pair.standby.kill();
    // no check ran since it died: the read that finds it gone runs again on the primary
    const afterDeath = await search('logística reversa');
    expect(afterDeath.statusCode).toBe(200);
    expect(titlesOf(afterDeath.json())).toEqual(['Analista de Logística Reversa']);
    expect(t.deps.reads.status()[0]?.state).toBe('down');
    await t.deps.reads.check();
    for (const text of ['astrônomo', 'analista', 'dados']) expect((await search(text)).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: `/vagas/${positionId}` })).statusCode).toBe(200);
    const ready = await t.request({ method: 'GET', url: '/v1/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().replicas).toEqual([{ name: expect.any(String), state: 'down', lagMs: null }]);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Deps } from '../src/platform/deps.ts';
import { runTaskOnce, type Task } from '../src/platform/tasks.ts';
import { createTestApp, type TestApp } from './app.ts';
import { type SmtpSink, startSmtpSink } from './smtp-sink.ts';

/** Every unit of background work runs once however many processes run. */
let t: TestApp;
let sink: SmtpSink;
let second: Deps;
let closeSecond: () => Promise<void>;
beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ config: { smtpUrl: sink.url } });
  // a second process: its own app and mailer on the same database, as a second machine would have
  const built = await buildApp({ config: t.deps.config, db: t.db, clock: t.clock });
  second = built.deps;
  closeSecond = () => built.app.close();
});
afterAll(async () => {
  await closeSecond();
  await t.close();
  await sink.close();
});

const drain = async (deps: Deps) => {
  while ((await deps.mailer.deliverPending()) > 0);
};

describe('the outbox across processes', () => {
  it('delivers 100 queued e-mails exactly 100 times when two processes deliver at once', async () => {
    for (let i = 0; i < 100; i++) {
      await t.deps.mailer.enqueue(t.db, { to: `pessoa${i}@example.com`, subject: `Aviso ${i}`, text: 'Olá', html: '<p>Olá</p>' });
    }
    await Promise.all([drain(t.deps), drain(second), drain(t.deps), drain(second)]);
    expect(sink.received).toHaveLength(100);
    expect(new Set(sink.received).size).toBe(100);
    const pending = await t.db.execute<{ count: number }>(sql`select count(*)::int as count from outbox_messages where sent_at is null`);
    expect(pending.rows[0]?.count).toBe(0);
  });

  it('tries a refused mail again later with growing waits, then keeps it as failed', async () => {
    sink.received.length = 0;
    sink.refusing = true;
    await t.deps.mailer.enqueue(t.db, { to: 'fora@example.com', subject: 'Falha', text: 'x', html: '<p>x</p>' });
    await drain(t.deps);
    expect(await t.deps.mailer.deliverPending()).toBe(0); // waiting for its next try
    for (const minutes of [1, 2, 4, 8]) {
      t.clock.advance(minutes * 60_000);
      expect(await t.deps.mailer.deliverPending()).toBe(1);
    }
    t.clock.advance(60 * 60_000);
    expect(await t.deps.mailer.deliverPending()).toBe(0);
    const metrics = await t.request({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/outbox_failed 1/);
    sink.refusing = false;
    expect(sink.received).toEqual([]);
  });
});

describe('background jobs across processes', () => {
  it('a job runs in one process at a time; the other skips its tick; the next run comes an interval later', async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    const job: Task = {
      name: `test job ${Date.now()}`,
      every: 0,
      run: () => {
        runs += 1;
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      },
    };
    const first = runTaskOnce(t.deps, job, 'process-a');
    await expect.poll(() => runs).toBe(1);
    expect(await runTaskOnce(second, job, 'process-b')).toBe(false);
    release();
    expect(await first).toBe(true);
    const next = runTaskOnce(second, job, 'process-b');
    await expect.poll(() => runs).toBe(2);
    release();
    expect(await next).toBe(true);
  });

  it('runs once per interval however many processes tick it', async () => {
    let runs = 0;
    const job: Task = {
      name: `interval ${Date.now()}`,
      every: 60_000,
      run: async () => {
        runs += 1;
      },
    };
    expect(await runTaskOnce(t.deps, job, 'process-a')).toBe(true);
    expect(await runTaskOnce(second, job, 'process-b')).toBe(false);
    expect(await runTaskOnce(t.deps, job, 'process-a')).toBe(false);
    expect(runs).toBe(1);
  });

  it('a lease whose holder died is taken over once it expires', async () => {
    const name = `orphan ${Date.now()}`;
    await t.db.execute(sql`insert into task_leases (name, holder, until) values (${name}, 'dead', now() - interval '1 second')`);
    let ran = false;
    const job: Task = {
      name,
      every: 1000,
      run: async () => {
        ran = true;
      },
    };
    expect(await runTaskOnce(second, job, 'process-b')).toBe(true);
    expect(ran).toBe(true);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { connectDatabase } from './connect.ts';

// A database restart ends every backend, also one of a client the pool has lent (a transaction waiting on the app):
// pg then emits 'error' on that client with no query to fail, and with nobody listening the process died (the
// scale-out drill's process A, in CI). Each client keeps a listener of its own.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('a lent client whose backend ends between two statements does not crash the process; the pool replaces it', async () => {
  const database = connectDatabase(t.databaseUrl, 2);
  try {
    const client = await database.pool.connect();
    // lent, it still has a listener for 'error' (the pool's own is off while it is lent)
    expect(client.listenerCount('error')).toBeGreaterThan(0);
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const ended = new Promise<void>((resolve) => client.once('end', () => resolve()));
    await t.db.$client.query('select pg_terminate_backend($1)', [rows[0]?.pid]);
    // 'error' is emitted before 'end': with nobody listening it would be an uncaught exception, failing the run
    await ended;
    await expect(client.query('select 1')).rejects.toThrow();
    client.release(true);
    // the next request gets a new connection
    expect((await database.pool.query<{ one: number }>('select 1 as one')).rows[0]?.one).toBe(1);
  } finally {
    await database.close();
  }
});

it("gives a transaction's connection back to the pool when its BEGIN fails", async () => {
  const database = connectDatabase(t.databaseUrl, 1);
  try {
    // an isolation level PostgreSQL does not know: BEGIN itself fails, before the transaction's work
    const config = { isolationLevel: 'nonsense' } as unknown as Parameters<typeof database.db.transaction>[1];
    await expect(database.db.transaction(async () => undefined, config)).rejects.toThrow();
    expect(database.pool.totalCount - database.pool.idleCount).toBe(0);
    // the pool's one connection is free for the next request
    const one = await database.db.transaction(async (tx) => (await tx.execute<{ one: number }>(sql`select 1 as one`)).rows[0]?.one);
    expect(one).toBe(1);
  } finally {
    await database.close();
  }
});

import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { connectDatabase } from './connect.ts';
import { migrationsApplied, runMigrations } from './migrate.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('a migrated database is up to date at once; a new one is migrated, and then up to date', { timeout: 60_000 }, async () => {
  expect(await migrationsApplied(t.db)).toBe(true);
  const name = `trilha_migrate_${randomUUID().replaceAll('-', '')}`;
  await t.db.execute(sql.raw(`create database ${name}`));
  const url = new URL(t.databaseUrl);
  url.pathname = `/${name}`;
  const fresh = connectDatabase(url.toString(), 1);
  try {
    expect(await migrationsApplied(fresh.db)).toBe(false);
    await runMigrations(fresh.db);
    expect(await migrationsApplied(fresh.db)).toBe(true);
    const tables = await fresh.db.execute<{ count: number }>(
      sql`select count(*)::int as count from pg_tables where tablename = 'applications'`,
    );
    expect(tables.rows[0]?.count).toBe(1);
  } finally {
    await fresh.close();
    await t.db.execute(sql.raw(`drop database ${name}`));
  }
});

import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { SERVER_ROOT } from '../../paths.ts';
import type { Db } from './connect.ts';

const MIGRATIONS_DIR = join(SERVER_ROOT, 'drizzle');

/** Applies the committed migrations; an advisory lock keeps concurrent starts from racing. */
export async function runMigrations(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7411001)`);
    await migrate(tx as unknown as Db, { migrationsFolder: MIGRATIONS_DIR });
  });
}

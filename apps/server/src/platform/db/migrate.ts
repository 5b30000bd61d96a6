import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { SERVER_ROOT } from '../../paths.ts';
import type { Db } from './connect.ts';

const MIGRATIONS_DIR = join(SERVER_ROOT, 'drizzle');

/** When the newest committed migration was generated (drizzle's `folderMillis`, what it records as `created_at`). */
function newestMigration(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/**
 * Whether the database already has every committed migration, by drizzle's own rule (it applies those generated after
 * the newest it recorded). A warm start then skips reading and hashing every migration file, and the transaction.
 */
export async function migrationsApplied(db: Db): Promise<boolean> {
  try {
    const result = await db.execute<{ applied: string | null }>(
      sql`select max(created_at)::text as applied from drizzle.__drizzle_migrations`,
    );
    return Number(result.rows[0]?.applied ?? 0) >= newestMigration();
  } catch {
    // no migrations table yet: a new database
    return false;
  }
}

/** Applies the committed migrations; an advisory lock keeps concurrent starts from racing. */
export async function runMigrations(db: Db): Promise<void> {
  if (await migrationsApplied(db)) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7411001)`);
    await migrate(tx as unknown as Db, { migrationsFolder: MIGRATIONS_DIR });
  });
}

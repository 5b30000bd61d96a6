import { sql } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import type { Db, Queryable } from '../platform/db/connect.ts';
import type { Deps } from '../platform/deps.ts';
import { demoSeeds, referenceSeeds } from './steps.ts';

async function runReferenceSeeds(q: Queryable, now: Date): Promise<void> {
  for (const step of referenceSeeds) await step(q, now);
}

/** Seeds the reference data (the skills catalogue) into any database, also in production; idempotent. */
export async function seedReferenceData(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7411002)`);
    await runReferenceSeeds(tx, now);
  });
}

/** Seeds the reference data, then the demo data into an empty database; deterministic, so every fresh start looks the same. */
export async function seedIfEmpty(deps: Deps): Promise<boolean> {
  const seeded = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7411002)`);
    await runReferenceSeeds(tx, deps.clock.now());
    const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
    if ((row?.count ?? 0) > 0) return false;
    for (const step of demoSeeds) await step({ ...deps, db: tx as unknown as Deps['db'] });
    deps.log.info('demo data seeded (every demo account uses the password Trilha@2026; see README)');
    return true;
  });
  // fresh statistics at once: until autovacuum's first pass (about a minute) the planner knows nothing of the new
  // rows, and the searches would plan for empty tables
  if (seeded) await deps.db.execute(sql`analyze`);
  return seeded;
}

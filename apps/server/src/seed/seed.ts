import { sql } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import type { Deps } from '../platform/deps.ts';
import { demoSeeds } from './steps.ts';

/** Seeds the demo data into an empty database; deterministic, so every fresh start looks the same. */
export async function seedIfEmpty(deps: Deps): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7411002)`);
    const [row] = await tx.select({ count: sql<number>`count(*)::int` }).from(users);
    if ((row?.count ?? 0) > 0) return false;
    for (const step of demoSeeds) await step({ ...deps, db: tx as unknown as Deps['db'] });
    deps.log.info('demo data seeded (every demo account uses the password Trilha@2026; see README)');
    return true;
  });
}

import { sql } from 'drizzle-orm';
import { users } from '../db/schema/index.ts';
import type { Deps } from '../platform/deps.ts';
import { seedIfEmpty, seedReferenceData } from './seed.ts';

export type DataState = 'seeded' | 'existing' | 'empty';

/**
 * Demo accounts share a published password and include a support user, so they are seeded only outside
 * production or when SEED_DEMO=1 asks for them. A production database starts empty, and the log says how
 * to create the first account.
 */
export async function prepareData(deps: Deps, log: Deps['log'] = deps.log): Promise<DataState> {
  // `log` is the start-up logger: the app's own is buffered, and these lines should show at once
  // seedIfEmpty seeds the reference data too
  if (deps.config.seedDemo) return (await seedIfEmpty({ ...deps, log })) ? 'seeded' : 'existing';
  await seedReferenceData(deps.db, deps.clock.now());
  const [row] = await deps.db.select({ count: sql<number>`count(*)::int` }).from(users);
  if ((row?.count ?? 0) > 0) return 'existing';
  log.info(
    `no accounts yet: create the first one at ${deps.config.publicUrl.replace(/\/$/, '')}/register (demo data is not seeded in production; SEED_DEMO=1 seeds it)`,
  );
  return 'empty';
}

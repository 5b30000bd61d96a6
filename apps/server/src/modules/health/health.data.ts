import type { Queryable } from '../../platform/db/connect.ts';
import { statement } from '../../platform/db/statements.ts';

/** A load balancer asks this many times a second: a named statement, like every hot path. */
const selectOne = statement<[], { ok: number }>('health.select_1', 'select 1 as ok');

/** Proves the database answers; the health route's only query. */
export async function pingDatabase(q: Queryable): Promise<void> {
  await selectOne.run(q);
}

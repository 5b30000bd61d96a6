import { tosAcceptances } from '../../db/schema/index.ts';
import type { Queryable } from '../../platform/db/connect.ts';

/** One acceptance of the terms, of the platform or (with a workspace) of a company. */
export async function insertTosAcceptance(q: Queryable, values: typeof tosAcceptances.$inferInsert): Promise<void> {
  await q.insert(tosAcceptances).values(values);
}

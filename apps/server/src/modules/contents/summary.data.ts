import { sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/connect.ts';
import { termsAccepted } from '../../platform/membership-sql.ts';

/**
 * Contents others published since `since` in the reader's workspaces (a company's once its terms are accepted),
 * counted per workspace (at most ten).
 */
export async function newContentsFor(
  q: Queryable,
  userId: string,
  since: Date,
  now: Date,
): Promise<{ workspace: string; count: number }[]> {
  const result = await q.execute<{ workspace: string; count: number }>(
    sql`select w.name as workspace, count(*)::int as count
        from workspace_members mine
        join workspaces w on w.id = mine.workspace_id
        join contents c on c.workspace_id = mine.workspace_id and c.created_at > ${since} and c.created_at <= ${now}
          and c.author_id is distinct from ${userId}::uuid
        where mine.user_id = ${userId}::uuid and ${sql.raw(termsAccepted('mine'))}
        group by w.name order by w.name limit 10`,
  );
  return result.rows;
}

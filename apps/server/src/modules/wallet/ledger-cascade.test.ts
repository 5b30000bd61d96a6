import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createWalletCompany } from '../../../test/factories/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// The ledger is append-only (migration 0013's trigger), yet a person's or a company's permanent deletion must go through.
describe('the append-only ledger and deletions', () => {
  it('a deleted user leaves the movement with no author; a deleted company takes its movements along', async () => {
    const c = await createWalletCompany(t);
    await t.db.execute(sql`insert into credit_movements (workspace_id, direction, credits, description, source, created_by, occurred_at)
      values (${c.id}, 'credit', 10, 'Ajuste', 'adjustment', ${c.admin.id}, now())`);
    await expect(t.db.execute(sql`update credit_movements set credits = 5 where workspace_id = ${c.id}`)).rejects.toThrow();

    await t.db.execute(sql`delete from users where id = ${c.admin.id}`);
    const rows = await t.db.execute<{ created_by: string | null; credits: number }>(
      sql`select created_by, credits from credit_movements where workspace_id = ${c.id}`,
    );
    expect(rows.rows).toEqual([{ created_by: null, credits: 10 }]);

    await t.db.execute(sql`delete from workspaces where id = ${c.id}`);
    expect((await t.db.execute(sql`select 1 from credit_movements where workspace_id = ${c.id}`)).rows).toEqual([]);
  });
});

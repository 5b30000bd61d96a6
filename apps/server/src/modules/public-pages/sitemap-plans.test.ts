import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { fillLargePositions } from '../../../test/large-catalogue-fixture.ts';
import { expectIndexedOnly } from '../../../test/query-plans.ts';
import { positionSitemapPage, positionSitemapPages } from '../positions/index.ts';

// The sitemaps at 200,000 positions: every page is a range of the primary key, never a scan or an
// offset walk, and the pages together list each open public position exactly once. Plans, not timings.
const ROWS = 200_000;

let t: TestApp;
let pool: pg.Pool;
beforeAll(async () => {
  t = await createTestApp();
  pool = t.db.$client;
  // 200,000 rows take longer than the app pool's statement timeout to write: a connection of the fill's own
  const filler = new pg.Pool({ connectionString: t.databaseUrl, max: 1, statement_timeout: 0 });
  try {
    await fillLargePositions(filler, ROWS);
    // some open positions are internal-mobility ones: they never reach a sitemap
    await filler.query(`update positions set internal_only = true where status = 'active' and title like 'analista%'`);
    await filler.query('vacuum analyze positions');
  } finally {
    await filler.end();
  }
}, 300_000);
afterAll(() => t.close());

describe('position sitemaps at scale', () => {
  it('split 200,000 positions into pages served by the primary key', async () => {
    const pages = await positionSitemapPages(t.deps);
    expect(pages).toBe(16);
    await expectIndexedOnly(pool, async () => {
      expect((await positionSitemapPage(t.deps, pages, 0))?.length).toBeGreaterThan(5_000);
      expect((await positionSitemapPage(t.deps, pages, pages - 1))?.length).toBeGreaterThan(5_000);
    });
    // a range of the primary key: the page reads its own slice of the table, whatever its number (the statement's own
    // columns: an id alone would be answered from a covering index of the search, a plan the page never gets)
    const plan = await pool.query(
      `explain select p.id, p.title, p.updated_at from positions p join workspaces w on w.id = p.workspace_id
       where p.id between '10000000-0000-0000-0000-000000000000' and '1fffffff-ffff-ffff-ffff-ffffffffffff'
         and p.status = 'active' and not p.internal_only and w.archived_at is null order by p.id limit 50000`,
    );
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('positions_pkey');
  });

  it('list every open public position once, across the pages, and no internal one', async () => {
    const pages = await positionSitemapPages(t.deps);
    const listed = new Set<string>();
    let count = 0;
    for (let page = 0; page < pages; page += 1) {
      const rows = (await positionSitemapPage(t.deps, pages, page)) ?? [];
      expect(rows.length).toBeLessThan(50_000);
      count += rows.length;
      for (const row of rows) listed.add(row.id);
    }
    const open = await pool.query<{ id: string }>(`select id from positions where status = 'active' and not internal_only`);
    expect(count).toBe(open.rows.length);
    expect(listed.size).toBe(open.rows.length);
    const internal = await pool.query<{ id: string }>(`select id from positions where internal_only limit 500`);
    expect(internal.rows.length).toBeGreaterThan(0);
    for (const row of internal.rows) expect(listed.has(row.id)).toBe(false);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { openSession } from '../../platform/auth/sessions.ts';
import { DEMO_USERS } from '../../seed/demo-users.ts';
import { seedIfEmpty } from '../../seed/seed.ts';
import { DEMO_WORKSPACE_IDS } from '../../seed/workspaces-seed.ts';

// The demo shows what ranking by fit is for: Acme's open positions with many applicants rank them over a real spread of
// match percentages, read as the recruiter reads them (the candidates route, with Acme's header), not all at 0%.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  expect(await seedIfEmpty(t.deps)).toBe(true);
}, 240_000);
afterAll(() => t.close());

type Page = { items: { match: { percent: number } | null }[]; total: number; unfinished: number };

describe('the demo ranking by fit', () => {
  it('every open Acme position with ten or more applicants ranks them over at least four match percentages', async () => {
    const bruno = await openSession(t.db, t.clock, DEMO_USERS.owner.id);
    const open = await t.db.execute<{ id: string; title: string }>(
      sql`select id, title from positions where workspace_id = ${DEMO_WORKSPACE_IDS.acme} and status = 'active' order by code, id`,
    );
    expect(open.rows.length).toBeGreaterThan(50);
    const busy: string[] = [];
    for (const position of open.rows) {
      const percents: number[] = [];
      let first: Page | null = null;
      for (let page = 1; ; page++) {
        const res = await t.request({
          method: 'GET',
          url: `/v1/-/positions/${position.id}/candidates?sort=match&limit=50&page=${page}`,
          token: bruno,
          company: 'acme',
        });
        expect(res.statusCode, res.body).toBe(200);
        const body = res.json() as Page;
        first ??= body;
        for (const item of body.items) percents.push(item.match?.percent ?? -1);
        if (page * 50 >= body.total) break;
      }
      // applicants: those who sent it (ranked) and those still applying
      if (!first || first.total + first.unfinished < 10) continue;
      busy.push(position.title);
      expect(percents, position.title).toHaveLength(first.total);
      expect(percents, position.title).toEqual([...percents].sort((a, b) => b - a));
      expect(new Set(percents).size, `${position.title}: ${[...new Set(percents)].join(', ')}`).toBeGreaterThanOrEqual(4);
    }
    // not a vacuous pass: the demo's busy positions are there (the data analyst's and the history's)
    expect(busy.length, busy.join(', ')).toBeGreaterThanOrEqual(8);
    expect(busy).toContain('Analista de Dados Pleno');
  });
});

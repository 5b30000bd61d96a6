import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { expectIndexedOnly } from '../../../test/query-plans.ts';
import { bookmarkPageOf, dependentPageOf } from './company-records.data.ts';

// 40,000 bookmarks and 40,000 dependents of 200 companies, one of them with a fifth of each: a page, a far page, a
// search and the capped totals read indexes only. Plans, not timings.
const COMPANY = '2a000000-0000-4000-8000-000000000001';
let t: TestApp;
let pool: pg.Pool;
beforeAll(async () => {
  t = await createTestApp();
  pool = t.db.$client;
  await pool.query(`
    insert into workspaces (id, name, type, subdomain, is_completed, created_at)
      select case when g = 1 then '${COMPANY}'::uuid else gen_random_uuid() end, 'Empresa ' || g, 'business', 'registros-' || g, true, now()
      from generate_series(1, 200) g;
    create temporary table company_n as
      select id, row_number() over (order by subdomain) - 1 as n from workspaces where subdomain like 'registros-%';
    insert into external_organizations (workspace_id, name, created_at, updated_at)
      select case when g % 5 = 0 then '${COMPANY}'::uuid else (select id from company_n where n = g % 200) end,
        'Organização ' || g, now(), now()
      from generate_series(1, 40000) g;
    insert into dependents (workspace_id, data, dedupe_key, created_at, updated_at)
      select case when g % 5 = 0 then '${COMPANY}'::uuid else (select id from company_n where n = g % 200) end,
        jsonb_build_object('name', 'Dependente ' || g, 'relationship', 'child', 'birthDate', '2015-01-01', 'taxId', null,
          'holderUserId', null, 'observations', null),
        'name:' || g, now() - g * interval '1 minute', now()
      from generate_series(1, 40000) g;
  `);
  await pool.query('vacuum analyze workspaces, external_organizations, dependents');
}, 120_000);
afterAll(() => t.close());

describe('company record lists at scale use indexes only', () => {
  it('bookmarks: a page, a far page and a search, with their totals', async () => {
    await expectIndexedOnly(pool, async () => {
      expect((await bookmarkPageOf(t.db, COMPANY, '', 10, 0)).total).toBe(8000);
      expect((await bookmarkPageOf(t.db, COMPANY, '', 10, 4000)).rows).toHaveLength(10);
      expect((await bookmarkPageOf(t.db, COMPANY, 'organização 1234', 10, 0)).total).toBeGreaterThan(0);
    });
  });

  it('dependents: a page and a far page, with their totals', async () => {
    await expectIndexedOnly(pool, async () => {
      expect((await dependentPageOf(t.db, COMPANY, 10, 0)).total).toBe(8000);
      expect((await dependentPageOf(t.db, COMPANY, 10, 4000)).rows).toHaveLength(10);
    });
  });
});

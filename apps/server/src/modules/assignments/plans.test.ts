import type pg from 'pg';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { expectIndexedOnly } from '../../../test/query-plans.ts';
import { claimReminders, findMyAssignments, findReportRows } from './assignments.data.ts';

// 200 companies with 20,000 people, 20,000 contents, 20,000 assignments due over four years reaching 60,000
// assignees, and 40,000 interactions: a company's report, a person's own list and each reminder's claim read indexes only. Plans, not timings.
const COMPANY = '3a000000-0000-4000-8000-000000000001';
const PERSON = '3b000000-0000-4000-8000-000000000001';
let t: TestApp;
let pool: pg.Pool;
beforeAll(async () => {
  t = await createTestApp();
  pool = t.db.$client;
  await pool.query(`
    insert into workspaces (id, name, type, subdomain, is_completed, created_at)
      select case when g = 1 then '${COMPANY}'::uuid else gen_random_uuid() end, 'Empresa ' || g, 'business', 'treinos-' || g, true, now()
      from generate_series(1, 200) g;
    create temporary table company_n as
      select id, row_number() over (order by subdomain) - 1 as n from workspaces where subdomain like 'treinos-%';
    insert into users (id, email, name, last_name, password_hash, created_at)
      select case when g = 1 then '${PERSON}'::uuid else gen_random_uuid() end, 'pessoa' || g || '@treinos.test', 'Pessoa', '' || g, 'x', now()
      from generate_series(1, 20000) g;
    create temporary table user_n as
      select id, row_number() over (order by email) - 1 as n from users where email like '%@treinos.test';
    insert into workspace_members (workspace_id, user_id, role, joined_at)
      select c.id, u.id, 'member', now() from user_n u join company_n c on c.n = u.n % 200;
    insert into contents (workspace_id, type, title, language, search_text, created_at, updated_at)
      select c.id, 'article', 'Conteúdo ' || g, 'pt-BR', 'conteudo ' || g, now(), now()
      from generate_series(1, 20000) g join company_n c on c.n = g % 200;
    insert into learning_assignments (workspace_id, content_id, due_date, created_at)
      select workspace_id, id, current_date + abs(hashtext(title)) % 1461 - 730, now() from contents;
    insert into learning_assignees (assignment_id, workspace_id, user_id)
      select a.id, a.workspace_id, m.user_id
      from (select id, workspace_id, row_number() over (partition by workspace_id order by id) as k from learning_assignments) a
      join lateral (select user_id from workspace_members wm where wm.workspace_id = a.workspace_id
        order by user_id offset (a.k % 30) limit 3) m on true;
    insert into content_interactions (user_id, content_id, state, verified, updated_at)
      select s.user_id, a.content_id, case when n % 2 = 0 then 'conclusion' else 'in_progress' end, n % 4 = 0, now()
      from (select assignment_id, user_id, row_number() over () as n from learning_assignees) s
      join learning_assignments a on a.id = s.assignment_id
      where n % 3 <> 0 limit 40000;
  `);
  await pool.query(
    'vacuum analyze workspaces, users, workspace_members, contents, learning_assignments, learning_assignees, content_interactions',
  );
}, 240_000);
afterAll(() => t?.close());

describe('assignment reads at scale use indexes only', () => {
  const today = new Date().toISOString().slice(0, 10);

  it('a company’s report, whole and filtered', async () => {
    await expectIndexedOnly(pool, () => findReportRows(t.db, COMPANY, today, {}));
    await expectIndexedOnly(pool, () => findReportRows(t.db, COMPANY, today, { status: 'overdue' }));
  });

  it('a person’s own list', () => expectIndexedOnly(pool, () => findMyAssignments(t.db, PERSON, today)));

  it('each reminder’s claim', async () => {
    for (const reminder of ['week', 'due', 'overdue'] as const)
      await expectIndexedOnly(pool, () => claimReminders(t.db, reminder, today, new Date()));
  });
});

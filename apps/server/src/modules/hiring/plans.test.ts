import type pg from 'pg';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { fillLargeApplications } from '../../../test/large-applications-fixture.ts';
import { LARGE_COMPANY } from '../../../test/large-catalogue-fixture.ts';
import { expectIndexedOnly } from '../../../test/query-plans.ts';
import { lockDueDeclines } from './auto-decline.data.ts';
import { listCalendar, recruiterTimeTaken } from './hiring.data.ts';

// The hiring reads over the large applications fixture, with 100,000 interviews (agreed and offered times, across
// many recruiters) and 2,000 knocked-out candidates: the automatic decline's run, the company's week and a recruiter's
// clash check are served by indexes. Plans, not timings.
const RECRUITER = '00000000-0000-4000-8000-00000000e0bb';
let t: TestApp;
let pool: pg.Pool;

beforeAll(async () => {
  t = await createTestApp();
  pool = t.db.$client;
  await fillLargeApplications(pool);
  await pool.query(`
    insert into users (id, email, name, last_name, password_hash, created_at)
      values ('${RECRUITER}', 'recrutadora@escala.test', 'Recrutadora', 'Escala', 'x', now());
    insert into interviews (application_id, scheduled_at, slots, duration_minutes, link, response, created_by, created_at)
      select a.id,
        case when n % 4 = 0 then null else now() + (n % 20000) * interval '17 minutes' - interval '90 days' end,
        case when n % 4 = 0 then array[now() + (n % 20000) * interval '17 minutes', now() + (n % 20000) * interval '19 minutes'] else '{}' end,
        60, 'https://meet.example.com/x',
        (array['pending','accepted','rejected','cancelled'])[1 + n % 4],
        case when n % 50 = 0 then '${RECRUITER}'::uuid else null end, now() - interval '1 day'
      from (select id, row_number() over (order by id) as n from applications) a;
    update applications set answers = '{"questions": [{"question": "CNH?", "answer": "no", "knockedOut": true}]}'
      where id in (select id from applications where status = 'under_analysis' order by id limit 2000);
    update positions set steps = '[{"kind": "questions", "minutes": 5, "accommodation": null,
        "questions": [{"text": "CNH?", "kind": "yes_no", "knockout": {"accept": ["yes"]}}],
        "autoDecline": {"afterHours": 48, "templateId": "padrao-nao-selecionado"}}]'
      where id in (select position_id from applications where answers ? 'questions');
  `);
  await pool.query('vacuum analyze users, applications, positions, interviews');
}, 240_000);
afterAll(() => t?.close());

describe('hiring reads at scale use indexes only', () => {
  it('the automatic decline’s run among 100,000 applications', () =>
    expectIndexedOnly(pool, () => lockDueDeclines(t.db, new Date(Date.now() + 86_400_000 * 400))));

  it('a week of the company’s interviews, and a recruiter’s clash check', async () => {
    const from = new Date(Date.now() - 3 * 86_400_000);
    const to = new Date(from.getTime() + 7 * 86_400_000);
    await expectIndexedOnly(pool, () => listCalendar(t.db, LARGE_COMPANY, from, to, null));
    await expectIndexedOnly(pool, () => listCalendar(t.db, LARGE_COMPANY, from, to, RECRUITER));
    await expectIndexedOnly(pool, () => recruiterTimeTaken(t.db, RECRUITER, RECRUITER, new Date(), 60));
  });
});

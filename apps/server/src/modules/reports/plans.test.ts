import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createUser, type HiringCompany, insertPosition } from '../../../test/factories/index.ts';
import { expectIndexedOnly, indexesRead, tableRowsRead } from '../../../test/query-plans.ts';
import { recordQueries } from '../../../test/record-queries.ts';

/**
 * At volume (tens of thousands of applications and events of other companies over ten years), the reports read
 * through the indexes: applications_workspace_submitted_idx for the company's applications in the period and the
 * events of those applications, never a scan of the whole tables.
 */
let t: TestApp;
let c: HiringCompany;
beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringCompany(t);
  const mine = await insertPosition(t, c.id, 'Analista de Dados');
  const other = await createHiringCompany(t);
  const theirs = await insertPosition(t, other.id, 'Vaga de outra empresa');
  const candidate = await createUser(t, { name: 'Volume' });
  // 40 000 applications of another company spread over ten years, 300 of this one in the last year (one user: the
  // unique index allows one live application per position, so these are given up)
  await t.db.execute(sql`
    insert into applications (user_id, position_id, workspace_id, status, step, stage, submitted_at, created_at, updated_at)
    select ${candidate.id}, ${theirs}, ${other.id}, 'given_up', 'none', 'rejected', now() - (n || ' hours')::interval * 2,
      now() - (n || ' hours')::interval * 2, now() from generate_series(1, 40000) n`);
  await t.db.execute(sql`
    insert into applications (user_id, position_id, workspace_id, status, step, stage, submitted_at, created_at, updated_at)
    select ${candidate.id}, ${mine}, ${c.id}, 'given_up', 'none', 'screening', ${t.clock.now()}::timestamptz - (n || ' days')::interval,
      ${t.clock.now()}::timestamptz - (n || ' days')::interval, now() from generate_series(1, 300) n`);
  await t.db.execute(sql`
    insert into application_events (application_id, kind, detail, at)
    select id, 'stage', 'screening', submitted_at + interval '2 days' from applications`);
  await t.db.execute(sql`analyze applications`);
  await t.db.execute(sql`analyze application_events`);
});
afterAll(() => t.close());

describe('report query plans at volume', () => {
  it('the company report and the CSV use the indexes', async () => {
    await expectIndexedOnly(
      t.db.$client,
      async () => {
        await t.request({ method: 'GET', url: '/v1/-/reports', token: c.admin.token, company: c.subdomain });
        await t.request({ method: 'GET', url: '/v1/-/reports?from=2015-01-01', token: c.evaluator.token, company: c.subdomain });
      },
      (query) => !/applications|application_events/.test(query.text),
    );
  });

  it('the hiring analytics and their CSV use the indexes, reading only the company’s applications', async () => {
    const hiring = () => t.request({ method: 'GET', url: '/v1/-/reports/hiring', token: c.admin.token, company: c.subdomain });
    await expectIndexedOnly(
      t.db.$client,
      async () => {
        await hiring();
        await t.request({ method: 'GET', url: '/v1/-/reports/hiring.csv?from=2015-01-01', token: c.evaluator.token, company: c.subdomain });
      },
      (query) => !/applications|application_events/.test(query.text),
    );
    // each part reads the company's 300 rows, never the other company's 40 000; the steps through the index of starts
    const sent = (await recordQueries(t.db.$client, hiring)).filter((query) => /from applications a/.test(query.text));
    expect(sent).toHaveLength(7);
    for (const query of sent) expect(await tableRowsRead(t.db.$client, query, 'applications'), query.text).toBeLessThanOrEqual(600);
    const steps = sent.find((query) => query.text.includes('jsonb_array_elements'));
    expect(await indexesRead(t.db.$client, steps ?? sent[0]!)).toContain('applications_workspace_created_idx');
  });
});

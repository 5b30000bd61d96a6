import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { openSession } from '../../platform/auth/sessions.ts';
import { DEMO_USERS } from '../../seed/demo-users.ts';
import { seedDemoHiring } from '../../seed/hiring-seed.ts';
import { seedIfEmpty } from '../../seed/seed.ts';

// an empty database of its own: the seed runs only when there are no users
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo interviews and offers', () => {
  it('Ana has a pending interview invite and a pending offer whose e-mailed link works; seeding again adds nothing', async () => {
    expect(await seedIfEmpty(t.deps)).toBe(true);
    const ana = await openSession(t.db, t.clock, DEMO_USERS.individual.id);
    const interviews = await t.db.execute<{ id: string }>(
      sql`select i.id from interviews i join applications a on a.id = i.application_id
          where a.user_id = ${DEMO_USERS.individual.id} and i.response = 'pending'`,
    );
    expect(interviews.rows).toHaveLength(1);
    const interview = await t.request({ method: 'GET', url: `/v1/meet/${interviews.rows[0]?.id}`, token: ana });
    expect(interview.statusCode, interview.body).toBe(200);
    expect(interview.json()).toMatchObject({ response: 'pending', link: 'https://meet.example.com/trilha-entrevista' });

    const pending = (await t.request({ method: 'GET', url: '/v1/pending_offer', token: ana })).json().items;
    expect(pending).toHaveLength(1);
    const mail = await t.db.execute<{ text: string }>(
      sql`select text from outbox_messages where "to" = ${DEMO_USERS.individual.email} and text like '%/offer/%'`,
    );
    const token = /\/offer\/([A-Za-z0-9_-]+)/.exec(mail.rows[0]?.text ?? '')?.[1];
    const byLink = await t.request({ method: 'GET', url: `/v1/offers/by-hash/${token}`, token: ana });
    expect(byLink.json()).toMatchObject({ id: pending[0].id, status: 'pending' });

    const count = async () =>
      (await t.db.execute<{ n: number }>(sql`select ((select count(*) from interviews) + (select count(*) from offers))::int as n`)).rows[0]
        ?.n;
    const before = await count();
    await seedDemoHiring(t.deps);
    expect(await count()).toBe(before);
  });

  it('Bruno and Diego have scored some of the data analyst’s candidates on its skills and its own criteria', async () => {
    const diego = await openSession(t.db, t.clock, DEMO_USERS.creator.id);
    const list = await t.request({
      method: 'GET',
      url: '/v1/-/positions/40000000-0000-4000-8000-000000000001/candidates?limit=50',
      token: diego,
      company: 'acme',
    });
    expect(list.statusCode, list.body).toBe(200);
    const evaluated = list.json().items.filter((item: { evaluations: { count: number } }) => item.evaluations.count > 0);
    expect(evaluated.length).toBeGreaterThanOrEqual(3);
    expect(evaluated.some((item: { evaluations: { count: number } }) => item.evaluations.count === 2)).toBe(true);
    const first = evaluated.find((item: { evaluations: { count: number } }) => item.evaluations.count === 2);
    const read = (
      await t.request({ method: 'GET', url: `/v1/-/applications/${first.applicationId}/evaluations`, token: diego, company: 'acme' })
    ).json();
    expect(read.criteria).toEqual(expect.arrayContaining(['Comunicação', 'Raciocínio analítico', 'Trabalho em equipe']));
    expect(read.items.map((item: { evaluatorName: string }) => item.evaluatorName).sort()).toEqual(['Bruno Lima', 'Diego Rocha']);
    for (const item of read.items) for (const score of item.scores) expect(read.criteria).toContain(score.criterion);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { openSession } from '../../platform/auth/sessions.ts';
import { DEMO_USERS } from '../../seed/demo-users.ts';
import { seedIfEmpty } from '../../seed/seed.ts';

// an empty database of its own: the seed runs only when there are no users
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo reports', () => {
  it('Acme has a year of history: applications every month, answers, hires and learning; Ana has a career', async () => {
    expect(await seedIfEmpty(t.deps)).toBe(true);
    const bruno = await openSession(t.db, t.clock, DEMO_USERS.owner.id);
    const res = await t.request({ method: 'GET', url: '/v1/-/reports', token: bruno, company: 'acme' });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.months).toHaveLength(12);
    expect(report.months.filter((m: { submitted: number }) => m.submitted > 0).length).toBeGreaterThanOrEqual(11);
    expect(report.totals.submitted).toBeGreaterThan(300);
    expect(report.totals.hired).toBeGreaterThan(10);
    expect(report.totals.rejected).toBeGreaterThan(100);
    expect(report.totals.completions).toBeGreaterThan(0);
    expect(report.positions.length).toBe(10);
    expect(report.answer.averageDays).toBeGreaterThan(1);
    expect(report.answer.averageDays).toBeLessThan(15);
    expect(report.stages.find((s: { stage: string }) => s.stage === 'interview').count).toBeGreaterThan(0);

    const globex = await t.request({ method: 'GET', url: '/v1/-/reports', token: bruno, company: 'globex' });
    if (globex.statusCode === 200) expect(globex.json().totals.submitted).toBeGreaterThan(0);

    const ana = await openSession(t.db, t.clock, DEMO_USERS.individual.id);
    const career = (await t.request({ method: 'GET', url: '/v1/career', token: ana })).json();
    expect(career.applications.length).toBeGreaterThan(0);
    expect(career.learning.items.length).toBeGreaterThan(0);
  });
});

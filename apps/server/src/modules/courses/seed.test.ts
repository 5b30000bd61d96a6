import { COURSE_MODALITIES } from '@trilha/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, type TestUser } from '../../../test/factories/index.ts';
import { courseProviders, courseSegments, courses, savedCourses } from '../../db/schema/index.ts';
import { seedDemoCourses } from '../../seed/courses-seed.ts';
import { DEMO_USERS } from '../../seed/demo-users.ts';

let t: TestApp;
let ana: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ana = await createUser(t, { id: DEMO_USERS.individual.id, name: 'Ana', phone: '11987654321' });
  await seedDemoCourses(t.deps);
}, 60_000);
afterAll(() => t.close());

describe('demo courses', () => {
  it('seeds 500 realistic courses of 12 providers in 12 segments, spread over modalities, workloads and prices', async () => {
    expect(await t.db.$count(courses)).toBe(500);
    expect(await t.db.$count(courseProviders)).toBe(12);
    expect(await t.db.$count(courseSegments)).toBe(12);
    const { rows } = await t.db.execute<{
      modalities: string[];
      min: number;
      max: number;
      free: number;
      paid: number;
      usd: number;
      languages: string[];
      states: number;
      placeless: number;
      names: number;
    }>(sql`select array_agg(distinct modality) as modalities, min(workload_hours) as min, max(workload_hours) as max,
             count(*) filter (where price_cents = 0)::int as free, count(*) filter (where price_cents > 0)::int as paid,
             count(*) filter (where currency = 'USD')::int as usd, array_agg(distinct language) as languages,
             count(distinct state_code)::int as states,
             count(*) filter (where modality in ('oncampus', 'hybrid', 'bimodal') and city_name is null)::int as placeless,
             count(distinct name)::int as names
           from courses`);
    const stats = rows[0];
    expect([...(stats?.modalities ?? [])].sort()).toEqual([...COURSE_MODALITIES].sort());
    expect(stats?.min).toBeGreaterThanOrEqual(4);
    expect(stats?.max).toBeLessThanOrEqual(400);
    expect(stats?.free).toBeGreaterThan(100);
    expect(stats?.paid).toBeGreaterThan(100);
    expect(stats?.usd).toBeGreaterThan(0);
    expect([...(stats?.languages ?? [])].sort()).toEqual(['en', 'es', 'pt-BR']);
    expect(stats?.states).toBeGreaterThan(10);
    expect(stats?.placeless).toBe(0);
    expect(stats?.names).toBeGreaterThan(300);
  });

  it('prices courses as a person would believe: a first course free or up to R$ 390 (US$ 39), nothing paid under R$ 29,90 nor above R$ 35.000, R$ 2 to R$ 100 an hour', async () => {
    const { rows } = await t.db.execute<{ name: string; hours: number; cents: number; currency: string }>(
      sql`select name, workload_hours as hours, price_cents as cents, currency from courses where price_cents > 0`,
    );
    expect(rows.length).toBeGreaterThan(100);
    for (const row of rows) {
      const price = row.cents / 100;
      if (/primeiros passos|para iniciantes/.test(row.name)) expect(price, row.name).toBeLessThanOrEqual(row.currency === 'USD' ? 39 : 390);
      if (row.currency !== 'BRL') continue;
      expect(price, row.name).toBeGreaterThanOrEqual(29.9);
      expect(price, row.name).toBeLessThanOrEqual(35_000);
      expect(price / row.hours, row.name).toBeGreaterThanOrEqual(2);
      expect(price / row.hours, row.name).toBeLessThanOrEqual(100);
    }
    // and a longer course of its kind costs more: the specializations above the first courses
    const median = (pattern: RegExp) => {
      const prices = rows.filter((row) => row.currency === 'BRL' && pattern.test(row.name)).map((row) => row.cents);
      return prices.sort((a, b) => a - b)[Math.floor(prices.length / 2)] ?? 0;
    };
    expect(median(/^Especialização/)).toBeGreaterThan(10 * median(/primeiros passos|para iniciantes/));
  });

  it('is idempotent: a second run updates in place', async () => {
    await seedDemoCourses(t.deps);
    expect(await t.db.$count(courses)).toBe(500);
    expect(await t.db.$count(courseProviders)).toBe(12);
    expect(await t.db.$count(savedCourses)).toBe(3);
  });

  it('gives Ana saved courses, an enrolment and suggestions', async () => {
    const saved = await t.request({ method: 'GET', url: '/v1/courses/saved', token: ana.token });
    expect(saved.json().total).toBe(3);
    const enrolled = await t.request({ method: 'GET', url: '/v1/courses/enroll', token: ana.token });
    expect(enrolled.json().items).toHaveLength(1);
    const suggestions = await t.request({ method: 'GET', url: '/v1/courses/suggestions', token: ana.token });
    expect(suggestions.json()).toMatchObject({ limit: 15, total: 500 });
    const search = await t.request({
      method: 'POST',
      url: '/v1/courses/search',
      token: ana.token,
      payload: { name: 'excel', price: 'free' },
    });
    expect(search.json().total).toBeGreaterThan(0);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { openSession } from '../../platform/auth/sessions.ts';
import { DEMO_USERS } from '../../seed/demo-users.ts';
import { seedIfEmpty, seedReferenceData } from '../../seed/seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const catalogueSize = async () =>
  (await t.db.execute<{ count: number }>(sql`select count(*)::int as count from skills where code is not null`)).rows[0]?.count;

describe('skills seed', () => {
  it('seeds the catalogue once, whatever the number of starts', async () => {
    const before = await catalogueSize();
    expect(before).toBeGreaterThanOrEqual(1000);
    await t.db.execute(sql`delete from skills where code = 'kanban'`);
    await seedReferenceData(t.db, t.clock.now());
    await seedReferenceData(t.db, t.clock.now());
    expect(await catalogueSize()).toBe(before);
  });

  it('gives every demo account skills with levels and three main ones', async () => {
    expect(await seedIfEmpty(t.deps)).toBe(true);
    for (const user of [DEMO_USERS.individual, DEMO_USERS.owner, DEMO_USERS.admin, DEMO_USERS.creator, DEMO_USERS.member]) {
      const token = await openSession(t.db, t.clock, user.id);
      const items = (await t.request({ method: 'GET', url: '/v1/myself/skills', token })).json().items;
      expect(items.length, user.email).toBeGreaterThanOrEqual(8);
      expect(items.filter((item: { main: boolean }) => item.main)).toHaveLength(3);
      expect(items.some((item: { level: string | null }) => item.level === 'advanced' || item.level === 'intermediate')).toBe(true);
    }
  });
});

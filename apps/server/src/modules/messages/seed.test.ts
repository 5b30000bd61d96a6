import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { openSession } from '../../platform/auth/sessions.ts';
import { DEMO_USERS } from '../../seed/demo-users.ts';
import { seedDemoMessages } from '../../seed/messages-seed.ts';
import { seedIfEmpty } from '../../seed/seed.ts';

// an empty database of its own: the seed runs only when there are no users
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo messages', () => {
  it('Ana has conversations both ways with unread messages; the recruiters have unread replies; seeding again adds nothing', async () => {
    expect(await seedIfEmpty(t.deps)).toBe(true);
    const ana = await openSession(t.db, t.clock, DEMO_USERS.individual.id);
    const list = (await t.request({ method: 'GET', url: '/v1/messages', token: ana })).json();
    expect(list.total).toBeGreaterThanOrEqual(2);
    expect(list.totalUnread).toBeGreaterThan(0);
    const conversation = (await t.request({ method: 'GET', url: `/v1/messages/${list.items[0].applicationId}`, token: ana })).json();
    expect(new Set(conversation.messages.map((m: { fromCompany: boolean }) => m.fromCompany))).toEqual(new Set([true, false]));

    const diego = await openSession(t.db, t.clock, DEMO_USERS.creator.id);
    const company = await t.request({ method: 'GET', url: '/v1/-/messages', token: diego, company: 'acme' });
    expect(company.statusCode, company.body).toBe(200);
    expect(company.json().total).toBeGreaterThan(0);

    const count = async () => (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from application_messages`)).rows[0]?.n;
    const before = await count();
    await seedDemoMessages(t.deps);
    expect(await count()).toBe(before);
  });
});

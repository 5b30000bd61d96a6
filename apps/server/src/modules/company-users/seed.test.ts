import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { openSession } from '../../platform/auth/sessions.ts';
import { DEMO_COMPANY_USERS } from '../../seed/company-users-seed.ts';
import { DEMO_USERS } from '../../seed/demo-users.ts';
import { seedIfEmpty } from '../../seed/seed.ts';

// an empty database of its own: the seed runs only when there are no users
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('company users demo seed', () => {
  it("gives Acme's admin center a removed user, a user waiting for first access and pending invites", async () => {
    expect(await seedIfEmpty(t.deps)).toBe(true);
    const admin = await openSession(t.db, t.clock, DEMO_USERS.admin.id);
    const get = async (url: string) => {
      const res = await t.request({ method: 'GET', url, token: admin, company: 'acme' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const active = await get('/v1/-/company/users?limit=50');
    const waiting = active.items.filter((u: { waitingFirstAccess: boolean }) => u.waitingFirstAccess);
    expect(waiting.map((u: { email: string }) => u.email)).toEqual([DEMO_COMPANY_USERS.waiting.email]);
    expect(active.items.find((u: { email: string }) => u.email === DEMO_USERS.owner.email)).toMatchObject({ type: 'owner' });
    const removed = await get('/v1/-/company/users?tab=removed');
    expect(removed.items).toMatchObject([{ email: 'gustavo@acme.dev', name: 'Gustavo', type: 'content_creator', status: 'removed' }]);
    const invites = await get('/v1/-/company/users/invites');
    expect(invites.items.map((i: { email: string }) => i.email).sort()).toEqual(['convidado@trilha.dev', 'ivo.pereira@trilha.dev']);
  });
});

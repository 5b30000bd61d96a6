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

describe('demo seed of company records', () => {
  it("gives Acme's admins bookmarks, dependents, and departments active and removed with linked positions", async () => {
    expect(await seedIfEmpty(t.deps)).toBe(true);
    const token = await openSession(t.db, t.clock, DEMO_USERS.admin.id);
    const get = (url: string) => t.request({ method: 'GET', url, token, company: 'acme' }).then((res) => res.json());
    const bookmarks = await get('/v1/-/bookmarks');
    expect(bookmarks.items.map((item: { name: string }) => item.name)).toEqual([
      'Horizonte Consultoria',
      'Instituto Aprender Mais',
      'Talentos Recrutamento',
      'Universidade Federal de Minas Gerais',
    ]);
    const dependents = await get('/v1/-/dependents');
    expect(dependents.total).toBe(4);
    expect(dependents.items.find((item: { data: { name: string } }) => item.data.name === 'Sofia Mendes')).toMatchObject({
      holder: { id: DEMO_USERS.admin.id, name: 'Carla Mendes' },
    });
    const removed = await get('/v1/-/departments?removed=true');
    expect(removed.items).toEqual([expect.objectContaining({ name: 'Jurídico', removed: true, positions: 3 })]);
    const tech = (await get('/v1/-/departments')).items.find((item: { name: string }) => item.name === 'Tecnologia');
    for (const status of ['active', 'archived', 'draft']) {
      expect((await get(`/v1/-/positions?status=${status}&department=${tech.id}`)).total, status).toBeGreaterThan(0);
    }
  });
});

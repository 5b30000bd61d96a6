import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addMember, type Company, createCompany, createUser, insertInvite } from '../../../test/factories/index.ts';
import { invites, listCounts, users, workspaceMembers, workspaces } from '../../db/schema/index.ts';
import { DAY } from '../../platform/clock.ts';
import { pageWindow } from '../../platform/db/list-page.ts';
import { listMemberRows } from './members.data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const members = async (c: Company, query = '') =>
  (await t.request({ method: 'GET', url: `/v1/workspaces/${c.id}/users?${query}`, token: c.owner.token })).json();
const names = (page: { items: { name: string }[] }) => page.items.map((item) => item.name);

describe('list totals kept by triggers', () => {
  it('follow members joining, changing role and leaving', async () => {
    const c = await createCompany(t);
    expect((await members(c)).total).toBe(5);
    const newcomer = await createUser(t, { name: 'Nina' });
    await addMember(t, c.id, newcomer.id, 'member');
    expect((await members(c)).total).toBe(6);
    expect((await members(c, 'role=member')).total).toBe(3);
    await t.db.update(workspaceMembers).set({ role: 'administrator' }).where(eq(workspaceMembers.userId, newcomer.id));
    expect((await members(c, 'role=member')).total).toBe(2);
    expect((await members(c, 'role=administrator')).total).toBe(2);
    await t.db.delete(workspaceMembers).where(and(eq(workspaceMembers.workspaceId, c.id), eq(workspaceMembers.userId, newcomer.id)));
    expect((await members(c)).total).toBe(5);
    expect((await members(c, 'role=administrator')).total).toBe(1);
  });

  it('follow invites being answered, and count PENDING invites past their expiry as expired', async () => {
    const c = await createCompany(t);
    const open = await insertInvite(t, c.id);
    const answered = await insertInvite(t, c.id);
    await t.db.update(invites).set({ status: 'COMPLETED' }).where(eq(invites.id, answered.id));
    const list = async (filter: string) =>
      (await t.request({ method: 'GET', url: `/v1/workspaces/${c.id}/invites?filter=${filter}`, token: c.owner.token })).json();
    expect((await list('all')).total).toBe(2);
    expect((await list('pending')).items.map((i: { id: string }) => i.id)).toEqual([open.id]);
    expect((await list('completed')).total).toBe(1);
    expect((await list('expired')).total).toBe(0);
    t.clock.advance(6 * DAY);
    expect((await list('pending')).total).toBe(0);
    expect((await list('expired')).items.map((i: { id: string }) => i.id)).toEqual([open.id]);
  });

  it('go away with their workspace', async () => {
    const c = await createCompany(t);
    await insertInvite(t, c.id);
    await t.db.delete(workspaces).where(eq(workspaces.id, c.id));
    expect(await t.db.select().from(listCounts).where(eq(listCounts.workspaceId, c.id))).toEqual([]);
  });
});

describe('member list order', () => {
  it('follows a renamed user, and pages read from either end join into one list in name order', async () => {
    const c = await createCompany(t);
    for (const name of ['Bia', 'Zeca']) await addMember(t, c.id, (await createUser(t, { name })).id, 'member');
    const everyone = names(await members(c, 'limit=20'));
    expect(everyone).toEqual(['Adriana', 'Bia', 'Caio', 'Marta', 'Olga', 'Tiago', 'Zeca']);
    const pages = [];
    for (let page = 1; page <= 4; page++) pages.push(...names(await members(c, `limit=2&page=${page}`)));
    expect(pages).toEqual(everyone);
    expect((await members(c, 'limit=2&page=5')).items).toEqual([]);

    await t.db.update(users).set({ name: 'Xavier' }).where(eq(users.id, c.administrator.id));
    expect(names(await members(c, 'limit=20'))).toEqual(['Bia', 'Caio', 'Marta', 'Olga', 'Tiago', 'Xavier', 'Zeca']);
    expect(names(await members(c, 'limit=3&page=3'))).toEqual(['Zeca']);
  });

  it("runs its named statements inside a transaction too, seeing that transaction's writes", async () => {
    const c = await createCompany(t);
    const newcomer = await createUser(t, { name: 'Nina' });
    let inside = 0;
    await t.db
      .transaction(async (tx) => {
        await tx.insert(workspaceMembers).values({ workspaceId: c.id, userId: newcomer.id, role: 'member', joinedAt: t.clock.now() });
        inside = (await listMemberRows(tx, c.id, { page: 1, limit: 10 })).total;
        tx.rollback();
      })
      .catch(() => undefined);
    expect(inside).toBe(6);
    expect((await listMemberRows(t.db, c.id, { page: 1, limit: 10 })).total).toBe(5);
  });

  it('reads a page past the middle from the end', () => {
    expect(pageWindow(10, 1, 3)).toEqual({ offset: 0, limit: 3, backwards: false });
    expect(pageWindow(10, 4, 3)).toEqual({ offset: 0, limit: 1, backwards: true });
    expect(pageWindow(10, 3, 3)).toEqual({ offset: 1, limit: 3, backwards: true });
    expect(pageWindow(10, 5, 3)).toBeNull();
    expect(pageWindow(0, 1, 3)).toBeNull();
  });
});

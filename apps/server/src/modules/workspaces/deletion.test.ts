import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type Company, createCompany, createUser, insertInvite } from '../../../test/factories/index.ts';
import { invites, workspaceMembers, workspaces } from '../../db/schema/index.ts';
import { openSession } from '../../platform/auth/sessions.ts';
import { DAY } from '../../platform/clock.ts';
import { purgeExpiredWorkspaces } from './deletion.service.ts';

let t: TestApp;
let c: Company;
beforeEach(async () => {
  t = await createTestApp();
  c = await createCompany(t);
  await t.request({ method: 'DELETE', url: `/v1/workspaces/${c.id}`, token: c.owner.token });
});
// each test moves the clock by weeks: a fresh app (and database) per test
afterEach(() => t.close());

/** Sessions idle for 30 days expire; the window tests need fresh ones. */
const session = (userId: string) => openSession(t.db, t.clock, userId);
const reactivate = (token: string) => t.request({ method: 'PATCH', url: `/v1/workspaces/${c.id}/reactivate`, token });
const myWorkspaceIds = async (token: string) =>
  (await t.request({ method: 'GET', url: '/v1/myself/workspaces', token })).json().items.map((w: { id: string }) => w.id);

describe('workspace deletion', () => {
  it('keeps the workspace visible to its administrators only while pending', async () => {
    const mine = (await t.request({ method: 'GET', url: '/v1/myself/workspaces?type=business', token: c.administrator.token })).json()
      .items;
    expect(mine).toMatchObject([{ id: c.id, deletionRequest: { status: 'PENDING', requestedAt: '2026-03-10T12:00:00.000Z' } }]);
    expect(await myWorkspaceIds(c.member.token)).not.toContain(c.id);
    expect((await t.request({ method: 'GET', url: `/v1/workspaces/${c.id}`, token: c.member.token })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/v1/workspaces/${c.id}` })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `/v1/workspaces/${c.id}/users`, token: c.member.token })).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: '/v1/workspaces/current', token: c.member.token, company: c.subdomain })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/v1/workspaces/${c.id}`, token: c.owner.token })).json().membership.deletionRequest.status,
    ).toBe('PENDING');
    // a second request answers the same pending one
    const again = await t.request({ method: 'DELETE', url: `/v1/workspaces/${c.id}`, token: c.administrator.token });
    expect(again.json().deletionRequest).toEqual({ status: 'PENDING', requestedAt: '2026-03-10T12:00:00.000Z' });
  });

  it('is reactivated by another administrator within 30 days', async () => {
    t.clock.advance(29 * DAY);
    const res = await reactivate(await session(c.administrator.id));
    expect(res.statusCode).toBe(200);
    expect(res.json().workspace).toMatchObject({ id: c.id, role: 'administrator', deletionRequest: { status: 'CANCELED' } });
    expect(await myWorkspaceIds(await session(c.member.id))).toContain(c.id);
    const twice = await reactivate(await session(c.owner.id));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('workspace.not_deleted');
    t.clock.advance(2 * DAY);
    expect(await purgeExpiredWorkspaces(t.deps)).toBe(0);
  });

  it('answers 410 after 30 days and the purge removes it with its members and invites', async () => {
    await insertInvite(t, c.id);
    t.clock.advance(30 * DAY - 1);
    expect(await purgeExpiredWorkspaces(t.deps)).toBe(0);
    t.clock.advance(1);
    const late = await reactivate(await session(c.administrator.id));
    expect(late.statusCode).toBe(410);
    expect(late.json().error).toEqual({
      code: 'workspace.reactivation_expired',
      message: 'O prazo de reativação deste workspace terminou',
    });
    expect(await purgeExpiredWorkspaces(t.deps)).toBe(1);
    expect(await t.db.select().from(workspaces).where(eq(workspaces.id, c.id))).toEqual([]);
    expect(await t.db.select().from(workspaceMembers).where(eq(workspaceMembers.workspaceId, c.id))).toEqual([]);
    expect(await t.db.select().from(invites).where(eq(invites.workspaceId, c.id))).toEqual([]);
    // the other company is untouched
    expect(await t.db.select().from(workspaces).where(eq(workspaces.id, c.otherId))).toHaveLength(1);
    expect(await purgeExpiredWorkspaces(t.deps)).toBe(0);
  });

  it('never deletes a personal workspace', async () => {
    const user = await createUser(t);
    const [personal] = (await t.request({ method: 'GET', url: '/v1/myself/workspaces?type=individual', token: user.token })).json().items;
    const res = await t.request({ method: 'DELETE', url: `/v1/workspaces/${personal.id}`, token: user.token });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('permission.denied');
  });
});

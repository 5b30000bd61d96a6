import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addMember, createUser, createWorkspace } from '../../../test/factories/index.ts';
import { users } from '../../db/schema/index.ts';
import { openSession } from '../auth/sessions.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An account that asked for its removal and signed in again (the sessions of before ended with the request). */
async function pendingDeletionUser() {
  const user = await createUser(t);
  await t.db.update(users).set({ status: 'pending_deletion', deletionRequestedAt: t.clock.now() }).where(eq(users.id, user.id));
  return { ...user, token: await openSession(t.db, t.clock, user.id) };
}

describe('an account pending deletion', () => {
  it('may not act: apply, favourite, add skills, publish, change its language', async () => {
    const fabio = await pendingDeletionUser();
    const calls = [
      { method: 'POST', url: '/v1/matches', payload: { positionId: randomUUID() } },
      { method: 'PUT', url: `/v1/favorite/${randomUUID()}` },
      { method: 'POST', url: '/v1/skills', payload: { name: 'Kotlin' } },
      { method: 'POST', url: '/v1/contents', payload: { title: 'Um conteúdo' } },
      { method: 'PUT', url: '/v1/myself/language/en' },
      { method: 'GET', url: `/v1/offer_confirmation/${'a'.repeat(64)}` },
    ] as const;
    for (const call of calls) {
      const res = await t.request({ ...call, token: fabio.token });
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(res.json().error).toEqual({ code: 'account.pending_deletion', message: 'Sua conta está em processo de exclusão' });
    }
    const [row] = await t.db.select({ language: users.language }).from(users).where(eq(users.id, fabio.id));
    expect(row?.language).not.toBe('en');
  });

  it('reads its own data, exports it, reactivates, and then acts again', async () => {
    const fabio = await pendingDeletionUser();
    for (const url of ['/v1/auth/data', '/v1/myself/info', '/v1/profile', '/v1/matches', '/v1/myself/data-export']) {
      expect((await t.request({ method: 'GET', url, token: fabio.token })).statusCode, url).toBe(200);
    }
    expect((await t.request({ method: 'PATCH', url: '/v1/myself/reactivate', token: fabio.token })).statusCode).toBe(200);
    expect((await t.request({ method: 'PUT', url: '/v1/myself/language/en', token: fabio.token })).statusCode).toBe(200);
  });

  it('signs out', async () => {
    const fabio = await pendingDeletionUser();
    expect((await t.request({ method: 'DELETE', url: '/v1/auth', token: fabio.token })).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: '/v1/auth/data', token: fabio.token })).statusCode).toBe(401);
  });

  it('is anyone on a route open to everyone', async () => {
    const fabio = await pendingDeletionUser();
    const company = await createWorkspace(t, { subdomain: `aberta-${randomUUID().slice(0, 8)}` });
    await addMember(t, company.id, fabio.id, 'member');
    const res = await t.request({ method: 'GET', url: `/v1/workspaces/${company.id}`, token: fabio.token });
    const anonymous = await t.request({ method: 'GET', url: `/v1/workspaces/${company.id}` });
    expect(res.statusCode).toBe(anonymous.statusCode);
    expect(res.json()).toEqual(anonymous.json());
  });
});

describe('permission before validation', () => {
  it('a member without wallet.pay gets 403 for a malformed charge, not a 422 describing the body', async () => {
    const subdomain = `ordem-${randomUUID().slice(0, 8)}`;
    const company = await createWorkspace(t, { subdomain });
    const member = await createUser(t);
    await addMember(t, company.id, member.id, 'member');
    const res = await t.request({
      method: 'POST',
      url: '/v1/-/wallet/stripe/charge',
      token: member.token,
      company: subdomain,
      payload: { credits: 'muitos' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('permission.denied');
    expect(res.json().error.fields).toBeUndefined();
  });

  it('a caller of another company gets 404 before validation', async () => {
    const subdomain = `ordem-${randomUUID().slice(0, 8)}`;
    await createWorkspace(t, { subdomain });
    const outsider = await createUser(t);
    const res = await t.request({ method: 'POST', url: '/v1/-/departments', token: outsider.token, company: subdomain, payload: {} });
    expect(res.statusCode).toBe(404);
  });

  it('malformed path parameters of a resource scope still answer a 4xx, never a 500', async () => {
    const user = await createUser(t);
    const res = await t.request({ method: 'PUT', url: '/v1/-/applications/nao-e-uuid/stage', token: user.token, payload: {} });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addMember, type Company, createCompany, createUser, createWorkspace } from '../../../test/factories/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const leave = (c: Company, token: string, confirmation: unknown = 'SAIR') =>
  t.request({ method: 'PATCH', url: `/v1/workspaces/${c.id}/users`, token, payload: { confirmation } });

describe('members', () => {
  it('lists members with search, role filter and pages', async () => {
    const c = await createCompany(t);
    const all = await t.request({ method: 'GET', url: `/v1/workspaces/${c.id}/users?limit=2`, token: c.member.token });
    expect(all.json()).toMatchObject({ page: 1, limit: 2, total: 5 });
    expect(all.json().items).toHaveLength(2);
    expect(all.json().items[0]).toEqual({
      userId: c.administrator.id,
      name: 'Adriana',
      lastName: 'Pessoa',
      email: c.administrator.email,
      role: 'administrator',
      userRole: 'admin',
      imageUrl: null,
      joinedAt: '2026-03-10T12:00:00.000Z',
    });
    const search = await t.request({ method: 'GET', url: `/v1/workspaces/${c.id}/users?search=tia`, token: c.member.token });
    expect(search.json().items.map((m: { userId: string }) => m.userId)).toEqual([c.target.id]);
    const wildcard = await t.request({ method: 'GET', url: `/v1/workspaces/${c.id}/users?search=%25`, token: c.member.token });
    expect(wildcard.json().total).toBe(0);
    const admins = await t.request({ method: 'GET', url: `/v1/workspaces/${c.id}/users?role=owner`, token: c.member.token });
    expect(admins.json().items.map((m: { userId: string }) => m.userId)).toEqual([c.owner.id]);
  });

  it('suggests people the admin knows from another company, and any exact e-mail, never current members', async () => {
    const c = await createCompany(t);
    const known = await createUser(t, { name: 'Tiberio', email: 'tiberio@example.com' });
    const stranger = await createUser(t, { name: 'Tiburcio', email: 'tiburcio@example.com' });
    const previous = await createWorkspace(t, { name: 'Empresa Anterior' });
    await addMember(t, previous.id, c.owner.id, 'owner', 'admin');
    await addMember(t, previous.id, known.id, 'member');
    const res = await t.request({ method: 'GET', url: `/v1/workspaces/${c.id}/users/suggestions?query=TIB`, token: c.owner.token });
    expect(res.json().items).toEqual([{ userId: known.id, name: 'Tiberio', lastName: 'Pessoa', email: 'tiberio@example.com' }]);
    const exact = await t.request({
      method: 'GET',
      url: `/v1/workspaces/${c.id}/users/suggestions?query=${stranger.email}`,
      token: c.owner.token,
    });
    expect(exact.json().items.map((s: { userId: string }) => s.userId)).toEqual([stranger.id]);
    const member = await t.request({
      method: 'GET',
      url: `/v1/workspaces/${c.id}/users/suggestions?query=${c.member.email}`,
      token: c.owner.token,
    });
    expect(member.json().items).toEqual([]);
  });

  it('changes roles but never demotes the last administrator', async () => {
    const c = await createCompany(t);
    const promote = await t.request({
      method: 'PATCH',
      url: `/v1/workspaces/${c.id}/users/${c.member.id}`,
      token: c.administrator.token,
      payload: { role: 'administrator' },
    });
    expect(promote.json().member).toMatchObject({ role: 'administrator', userRole: 'admin' });
    const owner = await t.request({
      method: 'PATCH',
      url: `/v1/workspaces/${c.id}/users/${c.owner.id}`,
      token: c.administrator.token,
      payload: { role: 'member' },
    });
    expect(owner.statusCode).toBe(403);
    const giveOwner = await t.request({
      method: 'PATCH',
      url: `/v1/workspaces/${c.id}/users/${c.member.id}`,
      token: c.owner.token,
      payload: { role: 'owner' },
    });
    expect(giveOwner.statusCode).toBe(422);
    for (const user of [c.administrator, c.member]) {
      const res = await t.request({
        method: 'PATCH',
        url: `/v1/workspaces/${c.id}/users/${user.id}`,
        token: c.owner.token,
        payload: { role: 'member' },
      });
      expect(res.statusCode).toBe(200);
    }
    const last = await t.request({
      method: 'PATCH',
      url: `/v1/workspaces/${c.id}/users/${c.owner.id}`,
      token: c.owner.token,
      payload: { role: 'member' },
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().error).toEqual({ code: 'workspace.last_administrator', message: 'O workspace não pode ficar sem um administrador' });
    const unknown = await t.request({
      method: 'PATCH',
      url: `/v1/workspaces/${c.id}/users/${c.outsider.id}`,
      token: c.owner.token,
      payload: { role: 'member' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('removes members but not the last administrator', async () => {
    const c = await createCompany(t);
    const removed = await t.request({ method: 'DELETE', url: `/v1/workspaces/${c.id}/users/${c.target.id}`, token: c.administrator.token });
    expect(removed.json()).toEqual({ removed: true });
    const gone = await t.request({ method: 'GET', url: `/v1/workspaces/current`, token: c.target.token, company: c.subdomain });
    expect(gone.statusCode).toBe(404);
    expect(
      (await t.request({ method: 'DELETE', url: `/v1/workspaces/${c.id}/users/${c.owner.id}`, token: c.administrator.token })).statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'DELETE', url: `/v1/workspaces/${c.id}/users/${c.administrator.id}`, token: c.owner.token })).statusCode,
    ).toBe(200);
    const last = await t.request({ method: 'DELETE', url: `/v1/workspaces/${c.id}/users/${c.owner.id}`, token: c.owner.token });
    expect(last.statusCode).toBe(409);
    expect(last.json().error.code).toBe('workspace.last_administrator');
  });

  it('leaves only after typing SAIR, and never as the last administrator', async () => {
    const c = await createCompany(t);
    for (const confirmation of ['sair', 'SAIR ', null, 42]) {
      const res = await leave(c, c.member.token, confirmation);
      expect(res.statusCode, `${String(confirmation)} ${res.body}`).toBe(422);
    }
    const missing = await t.request({ method: 'PATCH', url: `/v1/workspaces/${c.id}/users`, token: c.member.token, payload: {} });
    expect(missing.json().error.fields).toEqual({ confirmation: 'Este campo é obrigatório' });
    const wrong = await leave(c, c.member.token, 'sair');
    expect(wrong.json().error.fields).toEqual({ confirmation: 'Digite SAIR para confirmar' });
    expect((await leave(c, c.member.token)).json()).toEqual({ left: true });
    expect((await leave(c, c.member.token)).statusCode).toBe(404);
    expect((await leave(c, c.administrator.token)).statusCode).toBe(200);
    const last = await leave(c, c.owner.token);
    expect(last.statusCode).toBe(409);
    expect(last.json().error.code).toBe('workspace.last_administrator');
  });

  it('cannot leave a personal workspace', async () => {
    const user = await createUser(t);
    const [personal] = (await t.request({ method: 'GET', url: '/v1/myself/workspaces?type=individual', token: user.token })).json().items;
    const res = await t.request({
      method: 'PATCH',
      url: `/v1/workspaces/${personal.id}/users`,
      token: user.token,
      payload: { confirmation: 'SAIR' },
    });
    expect(res.statusCode).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  type CompanyOf,
  createCompany as createCompanyOf,
  createUser,
  forgetSessions,
  insertInvite,
  NOBODY,
  type Seat,
  STAFF_PEOPLE,
  unique,
} from '../../../test/factories/index.ts';
import { HOUR } from '../../platform/clock.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Company = CompanyOf<typeof STAFF_PEOPLE>;
/** a company that allows support */
const createCompany = (people: Record<keyof typeof STAFF_PEOPLE, Seat> = STAFF_PEOPLE) =>
  createCompanyOf(t, { people, workspace: { allowSupport: true } });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (c: Company, method: Method, url: string, payload?: object, token = c.administrator.token) =>
  t.request({ method, url, token, company: c.subdomain, ...(payload && { payload }) });
const users = (c: Company, query = '') => call(c, 'GET', `/v1/-/company/users${query}`);
const outbox = async (to: string) =>
  (await t.request({ method: 'GET', url: `/v1/dev/outbox?to=${to}` })).json().items as { subject: string }[];
/** a request only a member of the company may make */
const current = (c: Company, token: string) => t.request({ method: 'GET', url: '/v1/workspaces/current', token, company: c.subdomain });

describe('company users', () => {
  it('lists active users by name with their last access, marking who never signed in, and searches', async () => {
    const c = await createCompany();
    await forgetSessions(t, c.member.id);
    const res = await users(c, '?limit=10');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(5);
    expect(body.items.map((u: { name: string }) => u.name)).toEqual(['Adriana', 'Caio', 'Marta', 'Olga', 'Tiago']);
    const marta = body.items.find((u: { name: string }) => u.name === 'Marta');
    expect(marta).toMatchObject({ status: 'active', type: 'member', waitingFirstAccess: true, lastAccessAt: null });
    const olga = body.items.find((u: { name: string }) => u.name === 'Olga');
    expect(olga).toMatchObject({ type: 'owner', waitingFirstAccess: false, lastAccessAt: '2026-03-10T12:00:00.000Z' });
    const found = (await users(c, `?search=${encodeURIComponent(c.target.email)}`)).json();
    expect(found.items.map((u: { userId: string }) => u.userId)).toEqual([c.target.id]);
    expect((await users(c, '?tab=nenhuma')).statusCode).toBe(400);
  });

  it('changing a type signs that user out at once and keeps the new type', async () => {
    const c = await createCompany();
    expect((await current(c, c.target.token)).statusCode).toBe(200);
    const res = await call(c, 'PUT', `/v1/-/company/users/${c.target.id}`, { type: 'administrator' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: c.target.id, type: 'administrator', status: 'active' });
    expect((await current(c, c.target.token)).statusCode).toBe(401);
    // the others stay signed in
    expect((await current(c, c.member.token)).statusCode).toBe(200);
    const bad = await call(c, 'PUT', `/v1/-/company/users/${c.member.id}`, { type: 'owner' });
    expect(bad.statusCode).toBe(422);
    expect((await call(c, 'PUT', `/v1/-/company/users/${c.member.id}`, { type: 'member', recruitmentRole: 'chefe' })).statusCode).toBe(422);
    expect((await call(c, 'GET', `/v1/-/company/users/${c.member.id}`)).json()).toMatchObject({ type: 'member', recruitmentRole: null });

    // the role in the recruitment module alone: also a change that signs the user out
    const evaluator = await call(c, 'PUT', `/v1/-/company/users/${c.member.id}`, { type: 'member', recruitmentRole: 'evaluator' });
    expect(evaluator.json()).toMatchObject({ type: 'member', recruitmentRole: 'evaluator' });
    expect((await current(c, c.member.token)).statusCode).toBe(401);
    // the same values again change nothing and sign no one out
    expect((await call(c, 'PUT', `/v1/-/company/users/${c.content_creator.id}`, { type: 'content_creator' })).statusCode).toBe(200);
    expect((await current(c, c.content_creator.token)).statusCode).toBe(200);
  });

  it('keeps the company with an administrator and the owner with their type and place', async () => {
    const alone = await createCompany({ ...STAFF_PEOPLE, owner: NOBODY });
    const demote = await call(alone, 'PUT', `/v1/-/company/users/${alone.administrator.id}`, { type: 'member' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toMatchObject({
      code: 'workspace.last_administrator',
      message: 'O workspace não pode ficar sem um administrador',
    });
    const remove = await call(alone, 'DELETE', `/v1/-/company/users/${alone.administrator.id}`);
    expect(remove.json().error.code).toBe('workspace.last_administrator');
    expect((await current(alone, alone.administrator.token)).statusCode).toBe(200);

    const c = await createCompany();
    const owner = await call(c, 'DELETE', `/v1/-/company/users/${c.owner.id}`);
    expect(owner.statusCode).toBe(409);
    expect(owner.json().error.message).toBe('O proprietário da empresa não pode ser removido');
    const type = await call(c, 'PUT', `/v1/-/company/users/${c.owner.id}`, { type: 'member' });
    expect(type.json().error.message).toBe('O tipo do proprietário da empresa não pode ser alterado');
    expect((await call(c, 'GET', `/v1/-/company/users/${c.owner.id}`)).json().type).toBe('owner');
  });

  it('removes a user, who loses access at once, and reactivates them with the type they had', async () => {
    const c = await createCompany();
    const removed = await call(c, 'DELETE', `/v1/-/company/users/${c.target.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ status: 'removed', type: 'content_creator', removedAt: '2026-03-10T12:00:00.000Z' });
    expect((await current(c, c.target.token)).statusCode).toBe(404);
    expect((await users(c)).json().items.map((u: { userId: string }) => u.userId)).not.toContain(c.target.id);
    const list = (await users(c, '?tab=removed')).json();
    expect(list).toMatchObject({ total: 1, items: [{ userId: c.target.id, status: 'removed' }] });
    expect((await call(c, 'DELETE', `/v1/-/company/users/${c.target.id}`)).statusCode).toBe(404);

    const back = await call(c, 'POST', `/v1/-/company/users/${c.target.id}`);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ status: 'active', type: 'content_creator', removedAt: null });
    expect((await current(c, c.target.token)).statusCode).not.toBe(404);
    expect((await users(c, '?tab=removed')).json().total).toBe(0);
    const again = await call(c, 'POST', `/v1/-/company/users/${c.target.id}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Este usuário já está ativo na empresa');
    expect((await call(c, 'POST', `/v1/-/company/users/${c.outsider.id}`)).statusCode).toBe(404);
    expect((await call(c, 'GET', `/v1/-/company/users/${c.outsider.id}`)).json().error.message).toBe('Usuário não encontrado');
  });

  it('invites by e-mail with a type, lists, resends once per 24 hours and cancels', async () => {
    const c = await createCompany();
    const email = `convite-${unique()}@example.com`;
    const created = await call(c, 'POST', '/v1/-/company/users', { emails: [email.toUpperCase()], type: 'content_creator' });
    expect(created.statusCode).toBe(201);
    expect(created.json().items).toMatchObject([{ email, role: 'content_creator', status: 'PENDING' }]);
    expect((await outbox(email)).map((m) => m.subject)).toEqual(['Você recebeu um convite na Trilha']);
    expect((await call(c, 'POST', '/v1/-/company/users', { emails: [email], type: 'member' })).json().error.code).toBe('invite.exists');
    expect((await call(c, 'POST', '/v1/-/company/users', { emails: [], type: 'member' })).json().error.fields).toEqual({
      emails: 'Informe pelo menos um e-mail',
    });

    const pending = (await call(c, 'GET', '/v1/-/company/users/invites')).json();
    expect(pending.items.map((i: { email: string }) => i.email)).toEqual([email]);
    const soon = await call(c, 'PUT', '/v1/-/company/users/invites', { email });
    expect(soon.statusCode).toBe(429);
    expect(soon.json().error.message).toBe('Não foi possível reenviar o convite. Aguarde 24 horas entre reenvios.');
    t.clock.advance(24 * HOUR);
    expect((await call(c, 'PUT', '/v1/-/company/users/invites', { email })).statusCode).toBe(200);
    expect(await outbox(email)).toHaveLength(2);

    const canceled = await call(c, 'DELETE', '/v1/-/company/users/invites', { email });
    expect(canceled.json()).toMatchObject({ email, status: 'CANCELED' });
    expect((await call(c, 'GET', '/v1/-/company/users/invites')).json().total).toBe(0);
    const gone = await call(c, 'DELETE', '/v1/-/company/users/invites', { email });
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe('Ops! Convite inválido');
  });

  it('shows an invite of the company only and lets the invitee alone accept it', async () => {
    const c = await createCompany();
    const invitee = await createUser(t, { name: 'Convidada', email: `convidada-${unique()}@example.com` });
    const invite = await insertInvite(t, c.id, { email: invitee.email, role: 'content_creator' });
    expect((await call(c, 'GET', `/v1/-/invites/${invite.id}`)).json()).toMatchObject({ id: invite.id, status: 'PENDING' });
    const foreign = await insertInvite(t, c.otherId);
    expect((await call(c, 'GET', `/v1/-/invites/${foreign.id}`)).statusCode).toBe(404);
    expect((await call(c, 'GET', '/v1/-/invites/nao-e-id')).statusCode).toBe(404);

    const mismatch = await t.request({ method: 'POST', url: `/v1/-/invites/${invite.id}`, token: c.outsider.token });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().error.code).toBe('invite.email_mismatch');
    const accepted = await t.request({ method: 'POST', url: `/v1/-/invites/${invite.id}`, token: invitee.token });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().workspace).toMatchObject({ id: c.id, role: 'content_creator' });
    expect((await call(c, 'GET', `/v1/-/company/users/${invitee.id}`)).json()).toMatchObject({ type: 'content_creator', status: 'active' });
  });

  it('brings a removed user back through a new invite, no longer listed as removed', async () => {
    const c = await createCompany();
    await call(c, 'DELETE', `/v1/-/company/users/${c.member.id}`);
    const invite = (await call(c, 'POST', '/v1/-/company/users', { emails: [c.member.email], type: 'member' })).json().items[0];
    expect((await t.request({ method: 'POST', url: `/v1/-/invites/${invite.id}`, token: c.member.token })).statusCode).toBe(200);
    expect((await users(c, '?tab=removed')).json().total).toBe(0);
  });
});

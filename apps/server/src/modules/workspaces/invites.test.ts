import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type Company, createCompany, createUser, insertInvite } from '../../../test/factories/index.ts';
import { users, workspaceMembers } from '../../db/schema/index.ts';
import { DAY, HOUR } from '../../platform/clock.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const invite = (c: Company, invites: { email: string; role: string }[], token = c.owner.token) =>
  t.request({ method: 'POST', url: `/v1/workspaces/${c.id}/invites`, token, payload: { invites } });
const outbox = async (to: string) =>
  (await t.request({ method: 'GET', url: `/v1/dev/outbox?to=${to}` })).json().items as { subject: string; text: string; html: string }[];

describe('invites', () => {
  it('creates invites that expire in 7 days and e-mails the /invite/<id> link', async () => {
    const c = await createCompany(t);
    const res = await invite(c, [
      { email: ' Nova.Pessoa@Example.com ', role: 'content_creator' },
      { email: 'outra@example.com', role: 'administrator' },
    ]);
    expect(res.statusCode).toBe(201);
    const [first] = res.json().items;
    expect(first).toMatchObject({
      email: 'nova.pessoa@example.com',
      role: 'content_creator',
      status: 'PENDING',
      createdAt: '2026-03-10T12:00:00.000Z',
      lastSentAt: '2026-03-10T12:00:00.000Z',
      expiresAt: '2026-03-17T12:00:00.000Z',
    });
    const [mail] = await outbox('nova.pessoa@example.com');
    expect(mail?.subject).toBe('Você recebeu um convite na Trilha');
    expect(mail?.text).toContain('Empresa Teste');
    expect(mail?.text).toContain(`${t.deps.config.publicUrl}/invite/${first.id}`);
    expect(mail?.html).toContain(`/invite/${first.id}`);
    const details = await t.request({ method: 'GET', url: `/v1/workspaces/invites/${first.id}` });
    expect(details.json()).toMatchObject({
      id: first.id,
      email: 'nova.pessoa@example.com',
      status: 'PENDING',
      workspace: { id: c.id, name: 'Empresa Teste', type: 'business', subdomain: c.subdomain },
      inviter: { name: 'Olga' },
      userExists: false,
    });
  });

  it('refuses members, live duplicates and bad e-mails', async () => {
    const c = await createCompany(t);
    const member = await invite(c, [{ email: c.member.email, role: 'member' }]);
    expect(member.statusCode).toBe(409);
    expect(member.json().error.code).toBe('invite.already_member');
    expect((await invite(c, [{ email: 'dup@example.com', role: 'member' }])).statusCode).toBe(201);
    const again = await invite(c, [{ email: 'DUP@example.com', role: 'member' }]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('invite.exists');
    const twice = await invite(c, [
      { email: 'a@example.com', role: 'member' },
      { email: 'a@example.com', role: 'member' },
    ]);
    expect(twice.json().error.code).toBe('invite.exists');
    // all or nothing: the first address of the refused batch was not invited
    expect(await outbox('a@example.com')).toEqual([]);
    const bad = await invite(c, [{ email: 'não é e-mail', role: 'member' }]);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({ 'invites.0.email': 'E-mail inválido' });
    const owner = await invite(c, [{ email: 'x@example.com', role: 'owner' }]);
    expect(owner.statusCode).toBe(422);
    const many = await invite(
      c,
      Array.from({ length: 51 }, (_, i) => ({ email: `p${i}@example.com`, role: 'member' })),
    );
    expect(many.statusCode).toBe(422);
  });

  it('resends at most once per 24 hours, renewing the expiry', async () => {
    const c = await createCompany(t);
    const [created] = (await invite(c, [{ email: 'reenvio@example.com', role: 'member' }])).json().items;
    const resend = () => t.request({ method: 'PATCH', url: `/v1/workspaces/invites/${created.id}/resend`, token: c.administrator.token });
    t.clock.advance(23 * HOUR);
    const early = await resend();
    expect(early.statusCode).toBe(429);
    expect(early.json().error.code).toBe('invite.resend_failed');
    t.clock.advance(HOUR);
    const ok = await resend();
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'PENDING', lastSentAt: '2026-03-11T12:00:00.000Z', expiresAt: '2026-03-18T12:00:00.000Z' });
    expect(await outbox('reenvio@example.com')).toHaveLength(2);
    expect((await resend()).statusCode).toBe(429);
  });

  it('expires after 7 days: shown as EXPIRED, 410 on the page and on accept, and resendable', async () => {
    const c = await createCompany(t);
    const invitee = await createUser(t, { email: 'expira@example.com' });
    const [created] = (await invite(c, [{ email: invitee.email, role: 'member' }])).json().items;
    t.clock.advance(7 * DAY);
    const page = await t.request({ method: 'GET', url: `/v1/workspaces/invites/${created.id}` });
    expect(page.statusCode).toBe(410);
    expect(page.json().error).toEqual({ code: 'invite.expired', message: 'Ops! Convite expirado' });
    const accept = await t.request({ method: 'PATCH', url: `/v1/workspaces/invites/${created.id}/complete`, token: invitee.token });
    expect(accept.statusCode).toBe(410);
    const list = (filter: string) =>
      t.request({ method: 'GET', url: `/v1/workspaces/${c.id}/invites?filter=${filter}`, token: c.owner.token });
    expect((await list('expired')).json()).toMatchObject({ total: 1, items: [{ id: created.id, status: 'EXPIRED' }] });
    expect((await list('pending')).json().total).toBe(0);
    // a new invite replaces the expired one
    expect((await invite(c, [{ email: invitee.email, role: 'member' }])).statusCode).toBe(201);
    expect((await list('all')).json().total).toBe(2);
  });

  it('is accepted only by its addressee, once', async () => {
    const c = await createCompany(t);
    const invitee = await createUser(t, { email: 'aceita@example.com' });
    const [created] = (await invite(c, [{ email: 'Aceita@example.com', role: 'content_creator' }])).json().items;
    const complete = (token: string) => t.request({ method: 'PATCH', url: `/v1/workspaces/invites/${created.id}/complete`, token });
    const mismatch = await complete(c.outsider.token);
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().error.code).toBe('invite.email_mismatch');
    expect((await t.request({ method: 'GET', url: `/v1/workspaces/invites/${created.id}` })).json().userExists).toBe(true);
    const ok = await complete(invitee.token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().workspace).toMatchObject({ id: c.id, role: 'content_creator', userRole: 'user', userTosAcceptedAt: null });
    const again = await complete(invitee.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'invite.already_accepted', message: 'Este convite já foi aceito' });
    expect((await t.request({ method: 'GET', url: `/v1/workspaces/invites/${created.id}` })).json().status).toBe('COMPLETED');
    const list = await t.request({ method: 'GET', url: `/v1/workspaces/${c.id}/invites?filter=completed`, token: c.owner.token });
    expect(list.json().items).toMatchObject([{ id: created.id, status: 'COMPLETED' }]);
    expect(
      (await t.request({ method: 'PATCH', url: `/v1/workspaces/invites/${created.id}/resend`, token: c.owner.token })).statusCode,
    ).toBe(409);
  });

  it('can be refused, after which it is invalid', async () => {
    const c = await createCompany(t);
    const invitee = await createUser(t, { email: 'recusa@example.com' });
    const created = await insertInvite(t, c.id, { email: invitee.email });
    const refuse = await t.request({ method: 'PATCH', url: `/v1/workspaces/invites/${created.id}/refuse`, token: invitee.token });
    expect(refuse.json()).toEqual({ status: 'REFUSED' });
    const page = await t.request({ method: 'GET', url: `/v1/workspaces/invites/${created.id}` });
    expect(page.statusCode).toBe(404);
    expect(page.json().error).toEqual({ code: 'invite.invalid', message: 'Ops! Convite inválido' });
    expect(
      (await t.request({ method: 'PATCH', url: `/v1/workspaces/invites/${created.id}/complete`, token: invitee.token })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: '/v1/workspaces/invites/nao-existe' })).statusCode).toBe(404);
    const [row] = await t.db.select().from(workspaceMembers).where(eq(workspaceMembers.userId, invitee.id));
    expect(row?.workspaceId).not.toBe(c.id);
  });

  it('re-invites a user being deleted within 7 days of the request, not after', async () => {
    const c = await createCompany(t);
    const leaving = await createUser(t, { email: 'saindo@example.com' });
    await t.db.update(users).set({ status: 'pending_deletion', deletionRequestedAt: t.clock.now() }).where(eq(users.id, leaving.id));
    t.clock.advance(6 * DAY);
    expect((await invite(c, [{ email: leaving.email, role: 'member' }])).statusCode).toBe(201);
    const other = await createCompany(t);
    t.clock.advance(DAY);
    const late = await invite(other, [{ email: leaving.email, role: 'member' }]);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toEqual({ code: 'register.user_being_deleted', message: 'Este usuário está em processo de exclusão' });
  });
});

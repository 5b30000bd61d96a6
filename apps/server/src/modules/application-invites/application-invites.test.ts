import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringCompany, createPosition, createUser, type HiringCompany, type TestUser } from '../../../test/factories/index.ts';
import { DAY } from '../../platform/clock.ts';

let t: TestApp;
let c: HiringCompany;
let position: string;
/** the fixture's candidate has an accented e-mail, which invites (rightly) refuse */
let candidate: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringCompany(t);
  candidate = await createUser(t, { name: 'Cândida', email: `candida-${Math.random().toString(16).slice(2)}@example.com` });
  position = await createPosition(t, c, { title: 'Pessoa Engenheira de Dados' });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'DELETE';
const as = (who: TestUser | undefined, method: Method, url: string, payload?: object) =>
  t.request({ method, url, ...(who && { token: who.token }), company: c.subdomain, ...(payload && { payload }) });
const invite = (emails: string[], who: TestUser = c.admin, positionId = position, message: string | null = null) =>
  as(who, 'POST', `/v1/-/positions/${positionId}/invites`, { emails, message });
const outbox = async (to: string) =>
  (await t.request({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(to)}` })).json().items as {
    subject: string;
    text: string;
    html: string;
  }[];
const error = (res: { json: () => { error: { code: string; message: string } } }) => res.json().error;

/** Invites a new e-mail and returns the token its e-mail carries. */
async function prospect(email = `prospect-${Math.random().toString(16).slice(2)}@example.com`) {
  const res = await invite([email]);
  expect(res.statusCode, res.body).toBe(201);
  const [mail] = await outbox(email);
  const token = mail?.text.match(/\/prospect\/invite\/([A-Za-z0-9_-]+)/)?.[1] ?? '';
  return { email, token, id: res.json().items[0].id as string };
}
const external = (token: string, action: '' | 'accept/' | 'decline/' = '', who?: TestUser) =>
  as(who, 'POST', `/v1/applications/invites/external/${action}${token}`);

describe('inviting people to apply', () => {
  it('a platform user gets a user invite, anyone else a prospect link by e-mail; a pending one is skipped', async () => {
    const res = await invite([candidate.email, 'Nova.Pessoa@Example.com', candidate.email], c.admin, position, 'Venha para o time!');
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.skipped).toEqual([]);
    expect(body.items).toHaveLength(2);
    expect(body.items[0]).toMatchObject({ kind: 'user', email: candidate.email, name: 'Cândida', status: 'pending', expiresAt: null });
    expect(body.items[1]).toMatchObject({ kind: 'prospect', email: 'nova.pessoa@example.com', status: 'pending' });
    expect(new Date(body.items[1].expiresAt).getTime() - t.clock.now().getTime()).toBe(7 * DAY);

    const [userMail] = await outbox(candidate.email);
    expect(userMail?.subject).toBe('Você recebeu um convite para se candidatar a uma vaga na Trilha');
    expect(userMail?.text).toContain('Pessoa Engenheira de Dados');
    expect(userMail?.text).toContain('/my/applications');
    expect(userMail?.text).toContain('Venha para o time!');
    const [prospectMail] = await outbox('nova.pessoa@example.com');
    expect(prospectMail?.text).toMatch(/\/prospect\/invite\/[A-Za-z0-9_-]{43}\n/);
    expect(prospectMail?.text).toMatch(/\/prospect\/invite\/decline\/[A-Za-z0-9_-]{43}\n/);
    expect(prospectMail?.html).toContain('Aceitar o convite');

    const again = await invite([candidate.email, 'nova.pessoa@example.com']);
    expect(again.json()).toEqual({ items: [], skipped: [candidate.email, 'nova.pessoa@example.com'] });
    const listed = await as(c.admin, 'GET', `/v1/-/positions/${position}/invites`);
    expect(listed.json().items.map((item: { email: string }) => item.email)).toEqual(
      expect.arrayContaining([candidate.email, 'nova.pessoa@example.com']),
    );
  });

  it('only active positions take invites; bad e-mails and more than 20 are refused', async () => {
    const paused = await createPosition(t, c, { title: 'Vaga pausada' }, 'paused');
    const res = await invite(['alguem@example.com'], c.admin, paused);
    expect(res.statusCode).toBe(409);
    expect(error(res)).toMatchObject({
      code: 'application_invite.position_inactive',
      message: 'Só é possível convidar candidatos para vagas ativas',
    });
    expect((await invite(['não é e-mail'])).statusCode).toBe(422);
    expect((await invite([])).statusCode).toBe(422);
    expect((await invite(Array.from({ length: 21 }, (_, i) => `p${i}@example.com`))).statusCode).toBe(422);
    expect((await invite(['x@example.com'], c.admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('a candidate answers their invites', () => {
  it('lists only the caller’s pending invites, with the position and the message', async () => {
    const res = await as(candidate, 'GET', '/v1/applications/invites');
    expect(res.statusCode).toBe(200);
    const [item] = res.json().items;
    expect(item).toMatchObject({ message: 'Venha para o time!', position: { id: position, title: 'Pessoa Engenheira de Dados' } });
    expect(item.position.company.name).toBe(c.name);
    expect((await as(c.member, 'GET', '/v1/applications/invites')).json().items).toEqual([]);
    expect((await as(undefined, 'GET', '/v1/applications/invites')).statusCode).toBe(401);
  });

  it('nobody else answers it; rejecting is irreversible', async () => {
    const [item] = (await as(candidate, 'GET', '/v1/applications/invites')).json().items;
    const other = await as(c.member, 'POST', '/v1/applications/invites/feedback', { inviteId: item.id, accepted: true });
    expect(other.statusCode).toBe(404);
    expect(error(other)).toMatchObject({ code: 'application_invite.not_found', message: 'Ops! Convite não encontrado' });
    const rejected = await as(candidate, 'POST', '/v1/applications/invites/feedback', {
      inviteId: item.id,
      accepted: false,
      feedback: 'Estou feliz no meu emprego',
    });
    expect(rejected.json()).toEqual({ status: 'rejected', positionId: position });
    const again = await as(candidate, 'POST', '/v1/applications/invites/feedback', { inviteId: item.id, accepted: true });
    expect(again.statusCode).toBe(409);
    expect(error(again)).toMatchObject({ code: 'application_invite.rejected', message: 'Ops! Este convite foi recusado' });
    expect((await as(candidate, 'GET', '/v1/applications/invites')).json().items).toEqual([]);
    const listed = (await as(c.admin, 'GET', `/v1/-/positions/${position}/invites?status=rejected`)).json().items;
    expect(listed).toMatchObject([{ email: candidate.email, feedback: 'Estou feliz no meu emprego' }]);
  });

  it('accepting returns the position to apply to; the invite is then used', async () => {
    const other = await createPosition(t, c, { title: 'Outra vaga' });
    await invite([candidate.email], c.admin, other);
    const [item] = (await as(candidate, 'GET', '/v1/applications/invites')).json().items;
    const accepted = await as(candidate, 'POST', '/v1/applications/invites/feedback', { inviteId: item.id, accepted: true });
    expect(accepted.json()).toEqual({ status: 'accepted', positionId: other });
    const again = await as(candidate, 'POST', '/v1/applications/invites/feedback', { inviteId: item.id, accepted: false });
    expect(error(again)).toMatchObject({ code: 'application_invite.used', message: 'Ops! Este convite já foi usado' });
    expect((await as(candidate, 'POST', '/v1/applications/invites/feedback', { inviteId: 'x', accepted: true })).statusCode).toBe(404);
  });
});

describe('prospect links: used, rejected, expired, cancelled, not found, e-mail mismatch', () => {
  it('shows the position with the e-mail masked; an unknown or random token is not found', async () => {
    const { token } = await prospect('prospect.um@example.com');
    const res = await external(token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ email: 'p******m@example.com', position: { id: position, company: { name: c.name } } });
    for (const bad of ['A'.repeat(43), 'curto', 'x'.repeat(200)]) {
      const missing = await external(bad);
      expect(missing.statusCode).toBe(404);
      expect(error(missing)).toMatchObject({ code: 'application_invite.not_found', message: 'Ops! Convite não encontrado' });
    }
  });

  it('accepting asks for a session with the invite’s e-mail; the link is then spent', async () => {
    const { email, token } = await prospect();
    expect((await external(token, 'accept/')).statusCode).toBe(401);
    const mismatch = await external(token, 'accept/', c.member);
    expect(mismatch.statusCode).toBe(403);
    expect(error(mismatch)).toMatchObject({
      code: 'application_invite.email_mismatch',
      message: 'O e-mail do convite é diferente do e-mail da sua conta',
    });
    const person = await createUser(t, { name: 'Prospecta', email });
    const accepted = await external(token, 'accept/', person);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({ positionId: position });
    for (const action of ['', 'accept/', 'decline/'] as const) {
      const used = await external(token, action, person);
      expect(used.statusCode).toBe(409);
      expect(error(used)).toMatchObject({ code: 'application_invite.used', message: 'Ops! Este convite já foi usado' });
    }
  });

  it('declining needs no session and is irreversible', async () => {
    const { token } = await prospect();
    expect((await external(token, 'decline/')).json()).toEqual({ status: 'rejected' });
    for (const action of ['', 'accept/', 'decline/'] as const) {
      const rejected = await external(token, action, c.member);
      expect(rejected.statusCode).toBe(409);
      expect(error(rejected)).toMatchObject({ code: 'application_invite.rejected', message: 'Ops! Este convite foi recusado' });
    }
  });

  it('a link expires after 7 days; the e-mail may then be invited again', async () => {
    const { email, token } = await prospect();
    t.clock.advance(7 * DAY - 1000);
    expect((await external(token)).statusCode).toBe(200);
    t.clock.advance(1000);
    const expired = await external(token);
    expect(expired.statusCode).toBe(410);
    expect(error(expired)).toMatchObject({ code: 'application_invite.expired', message: 'Ops! Convite expirado' });
    const person = await createUser(t, { email });
    expect(error(await external(token, 'accept/', person)).code).toBe('application_invite.expired');
    const listed = (await as(c.admin, 'GET', `/v1/-/positions/${position}/invites?status=expired`)).json().items;
    expect(listed.map((item: { email: string }) => item.email)).toContain(email);
    // the person is a platform user now: the new invite is a user invite
    const renewed = await invite([email]);
    expect(renewed.json()).toMatchObject({ items: [{ kind: 'user', email }], skipped: [] });
  });

  it('a recruiter cancels a pending invite; its link then says so', async () => {
    const { id, token } = await prospect();
    const cancelled = await as(c.admin, 'DELETE', `/v1/-/invites/applications/${id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    const res = await external(token);
    expect(res.statusCode).toBe(410);
    expect(error(res)).toMatchObject({ code: 'application_invite.cancelled', message: 'Ops! Este convite foi cancelado pela empresa' });
    const twice = await as(c.admin, 'DELETE', `/v1/-/invites/applications/${id}`);
    expect(error(twice)).toMatchObject({ code: 'application_invite.not_pending', message: 'Só é possível cancelar convites pendentes' });
    expect((await as(c.admin, 'DELETE', '/v1/-/invites/applications/nada')).statusCode).toBe(404);
  });

  it('answers in English when asked', async () => {
    const res = await t.request({
      method: 'POST',
      url: `/v1/applications/invites/external/${'B'.repeat(43)}`,
      headers: { 'accept-language': 'en' },
    });
    expect(error(res).message).toBe('Oops! Invite not found');
  });
});

describe('who may invite (linked positions)', () => {
  it('a manager invites only to positions they are linked to; a recruitment admin to all', async () => {
    const linked = await createPosition(t, c, { title: 'Vaga do Mateus', linkedUserIds: [c.manager.id] });
    expect((await invite(['a@example.com'], c.manager, position)).statusCode).toBe(404);
    expect((await as(c.manager, 'GET', `/v1/-/positions/${position}/invites`)).statusCode).toBe(404);
    expect((await invite(['a@example.com'], c.manager, linked)).statusCode).toBe(201);
    const items = (await as(c.manager, 'GET', `/v1/-/positions/${linked}/invites`)).json().items;
    expect(items).toHaveLength(1);
    const adminList = (await as(c.admin, 'GET', `/v1/-/positions/${position}/invites`)).json().items;
    const pending = adminList.find((item: { status: string }) => item.status === 'pending');
    // the manager cannot cancel an invite of a position they do not work on
    expect((await as(c.manager, 'DELETE', `/v1/-/invites/applications/${pending.id}`)).statusCode).toBe(404);
    expect((await as(c.manager, 'DELETE', `/v1/-/invites/applications/${items[0].id}`)).statusCode).toBe(200);
  });
});

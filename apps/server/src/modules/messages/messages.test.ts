import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  createHiringSetup,
  createUser,
  createWorkspace,
  type HiringSetup,
  insertApplication,
  insertMessage,
} from '../../../test/factories/index.ts';

let t: TestApp;
let c: HiringSetup;
beforeAll(async () => {
  t = await createTestApp();
  c = await createHiringSetup(t);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
/** a candidate's call (no company header) */
const mine = (token: string | undefined, method: Method, url: string, payload?: object) =>
  t.request({ method, url, ...(token && { token }), ...(payload && { payload }) });
/** a recruiter's call in the fixture's company */
const company = (token: string | undefined, method: Method, url: string, payload?: object) =>
  t.request({ method, url, ...(token && { token }), company: c.subdomain, ...(payload && { payload }) });

const mailsTo = async (email: string) =>
  (
    await t.db.execute<{ subject: string; text: string }>(
      sql`select subject, text from outbox_messages where "to" = ${email.toLowerCase()} order by created_at`,
    )
  ).rows;

describe('messages between a candidate and the company', () => {
  it('a recruiter writes; the candidate is e-mailed, sees the unread count, reads it; the count goes to zero', async () => {
    t.clock.advance(60_000);
    const sent = await company(c.manager.token, 'POST', `/v1/-/applications/${c.applicationId}/messages`, {
      body: '  Olá! Podemos conversar amanhã às 10h?  ',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      body: 'Olá! Podemos conversar amanhã às 10h?',
      fromCompany: true,
      senderName: 'Mateus Pessoa',
      readAt: null,
    });

    const mails = await mailsTo(c.candidate.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Você recebeu uma mensagem sobre sua candidatura');
    expect(mails[0]?.text).toContain('/my/applications');
    expect(mails[0]?.text).not.toContain('amanhã às 10h');

    const list = await mine(c.candidate.token, 'GET', '/v1/messages');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, totalUnread: 1, page: 1 });
    expect(list.json().items[0]).toMatchObject({
      applicationId: c.applicationId,
      position: { id: c.positionId, title: 'Analista de Dados' },
      company: { id: c.id, name: c.name, subdomain: c.subdomain },
      lastMessage: { body: 'Olá! Podemos conversar amanhã às 10h?', fromCompany: true },
      unread: 1,
    });

    const opened = await mine(c.candidate.token, 'GET', `/v1/messages/${c.applicationId}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ applicationId: c.applicationId, unread: 1 });
    expect(opened.json().messages).toHaveLength(1);

    const read = await mine(c.candidate.token, 'PUT', '/v1/messages', { applicationId: c.applicationId });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual({ unread: 0 });
    expect((await mine(c.candidate.token, 'GET', '/v1/messages')).json()).toMatchObject({ totalUnread: 0, items: [{ unread: 0 }] });
    // the company sees when the candidate read it
    const seen = await company(c.manager.token, 'GET', `/v1/-/applications/${c.applicationId}/messages`);
    expect(seen.json().messages[0].readAt).toBe(t.clock.now().toISOString());
  });

  it('the candidate replies: nobody is e-mailed; recruiters of the position see the unread reply and mark it read', async () => {
    t.clock.advance(60_000);
    const before = (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from outbox_messages`)).rows[0]?.n;
    const reply = await mine(c.candidate.token, 'POST', '/v1/messages', { applicationId: c.applicationId, body: 'Posso sim, obrigada!' });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ fromCompany: false, senderName: 'Cândida Pessoa', body: 'Posso sim, obrigada!' });
    expect((await t.db.execute<{ n: number }>(sql`select count(*)::int as n from outbox_messages`)).rows[0]?.n).toBe(before);

    for (const who of [c.admin, c.manager, c.evaluator]) {
      const list = await company(who.token, 'GET', '/v1/-/messages');
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json()).toMatchObject({ total: 1, totalUnread: 1 });
      expect(list.json().items[0]).toMatchObject({
        applicationId: c.applicationId,
        candidate: { id: c.candidate.id, name: 'Cândida Pessoa' },
        lastMessage: { body: 'Posso sim, obrigada!', fromCompany: false },
        unread: 1,
      });
    }
    // an evaluator linked to no position sees no conversation
    expect((await company(c.unlinked.token, 'GET', '/v1/-/messages')).json()).toMatchObject({ total: 0, totalUnread: 0, items: [] });

    const conversation = (await company(c.evaluator.token, 'GET', `/v1/-/applications/${c.applicationId}/messages`)).json();
    expect(conversation.messages.map((m: { body: string }) => m.body)).toEqual([
      'Olá! Podemos conversar amanhã às 10h?',
      'Posso sim, obrigada!',
    ]);
    expect(conversation.unread).toBe(1);
    const read = await company(c.evaluator.token, 'PUT', `/v1/-/applications/${c.applicationId}/messages`);
    expect(read.statusCode, read.body).toBe(200);
    expect((await company(c.admin.token, 'GET', '/v1/-/messages')).json()).toMatchObject({ totalUnread: 0, items: [{ unread: 0 }] });
    // the candidate's own unread count is untouched by the company reading
    expect((await mine(c.candidate.token, 'GET', '/v1/messages')).json().totalUnread).toBe(0);
  });

  it('conversations are listed last message first; totals add every conversation', async () => {
    const other = await insertApplication(t, { userId: c.candidate.id, positionId: await secondPosition(), workspaceId: c.id });
    t.clock.advance(60_000);
    await insertMessage(t, other, true, 'Primeira', c.admin.id);
    t.clock.advance(60_000);
    await insertMessage(t, other, true, 'Segunda', c.admin.id);
    const list = (await mine(c.candidate.token, 'GET', '/v1/messages')).json();
    expect(list.items.map((item: { applicationId: string }) => item.applicationId)).toEqual([other, c.applicationId]);
    expect(list).toMatchObject({ total: 2, totalUnread: 2 });
    expect(list.items[0]).toMatchObject({ unread: 2, lastMessage: { body: 'Segunda' } });
    const paged = (await mine(c.candidate.token, 'GET', '/v1/messages?limit=1&page=2')).json();
    expect(paged).toMatchObject({ total: 2, totalUnread: 2, page: 2, limit: 1 });
    expect(paged.items.map((item: { applicationId: string }) => item.applicationId)).toEqual([c.applicationId]);
    // the admin sees the position nobody is linked to; the manager does not
    expect((await company(c.admin.token, 'GET', '/v1/-/messages')).json().total).toBe(2);
    expect((await company(c.manager.token, 'GET', '/v1/-/messages')).json().total).toBe(1);
  });

  it('a portal’s conversations only with ?aggregator (its id or subdomain)', async () => {
    const portal = await createWorkspace(t, { name: 'Portal', subdomain: `portal-${Date.now()}`, type: 'aggregator' });
    const candidate = await createUser(t, { name: 'Paula', lastName: 'Portal', email: `paula-${Date.now()}@example.com` });
    const direct = await insertApplication(t, { userId: candidate.id, positionId: c.positionId, workspaceId: c.id });
    await insertMessage(t, direct, true, 'Direta');
    await t.db.execute(sql`update applications set status = 'given_up' where id = ${direct}`);
    const viaPortal = await insertApplication(t, {
      userId: candidate.id,
      positionId: c.positionId,
      workspaceId: c.id,
      status: 'under_analysis',
      aggregatorId: portal.id,
    });
    await insertMessage(t, viaPortal, true, 'Pelo portal');
    const all = (await mine(candidate.token, 'GET', '/v1/messages')).json();
    expect(all).toMatchObject({ total: 2, totalUnread: 2 });
    for (const key of [portal.id, portal.subdomain]) {
      const only = (await mine(candidate.token, 'GET', `/v1/messages?aggregator=${key}`)).json();
      expect(only).toMatchObject({ total: 1, totalUnread: 1, items: [{ applicationId: viaPortal }] });
    }
    expect((await mine(candidate.token, 'GET', '/v1/messages?aggregator=nenhum')).json()).toMatchObject({ total: 0, totalUnread: 0 });
  });

  it('the e-mail follows the candidate’s language', async () => {
    const english = await createUser(t, { name: 'John', lastName: 'Doe', email: `john-${Date.now()}@example.com`, language: 'en' });
    const application = await insertApplication(t, { userId: english.id, positionId: c.positionId, workspaceId: c.id });
    const sent = await company(c.admin.token, 'POST', `/v1/-/applications/${application}/messages`, { body: 'Hello!' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await mailsTo(english.email))[0]?.subject).toBe('You have a message about your application');
  });
});

async function secondPosition() {
  const res = await company(c.admin.token, 'POST', '/v1/-/positions', {
    title: 'Engenheira de Dados',
    description: 'Manter os pipelines de dados da empresa em produção.',
    categoryId: 1,
    contractType: 'FULL_TIME',
    salaryType: 'range',
    salaryMin: 7000,
    salaryMax: 9000,
    salaryPeriod: 'monthly',
    cityId: 3550308,
    steps: [],
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  const id = res.json().id as string;
  await company(c.admin.token, 'POST', `/v1/-/positions/${id}/publish`);
  // nobody but its author is linked to it
  await t.db.execute(sql`delete from position_members where position_id = ${id}`);
  return id;
}

describe('who may read and write a conversation', () => {
  it('another candidate, another company, an unlinked evaluator get 404; a plain member 403; no session 401', async () => {
    const id = c.applicationId;
    for (const [method, url, payload] of [
      ['GET', `/v1/messages/${id}`, undefined],
      ['POST', '/v1/messages', { applicationId: id, body: 'Oi' }],
      ['PUT', '/v1/messages', { applicationId: id }],
    ] as const) {
      expect((await mine(c.otherCandidate.token, method, url, payload)).statusCode).toBe(404);
      // a recruiter of the company is no candidate of the application either
      expect((await mine(c.admin.token, method, url, payload)).statusCode).toBe(404);
      expect((await mine(undefined, method, url, payload)).statusCode).toBe(401);
    }
    const url = `/v1/-/applications/${id}/messages`;
    for (const [method, payload] of [
      ['GET', undefined],
      ['POST', { body: 'Oi' }],
      ['PUT', undefined],
    ] as const) {
      const otherCompany = await t.db.execute<{ subdomain: string }>(
        sql`select w.subdomain from workspaces w join workspace_members m on m.workspace_id = w.id where m.user_id = ${c.otherAdmin.id} and w.type = 'business'`,
      );
      expect((await company(c.otherAdmin.token, method, url, payload)).statusCode).toBe(404);
      const own = await t.request({
        method,
        url,
        token: c.otherAdmin.token,
        company: otherCompany.rows[0]?.subdomain ?? '',
        ...(payload && { payload }),
      });
      expect(own.statusCode).toBe(404);
      expect((await company(c.unlinked.token, method, url, payload)).statusCode).toBe(404);
      expect((await company(c.member.token, method, url, payload)).statusCode).toBe(403);
      expect((await company(c.candidate.token, method, url, payload)).statusCode).toBe(404);
      expect((await company(undefined, method, url, payload)).statusCode).toBe(401);
    }
    expect((await company(c.member.token, 'GET', '/v1/-/messages')).statusCode).toBe(403);
    // the other candidate's list holds none of it
    expect((await mine(c.otherCandidate.token, 'GET', '/v1/messages')).json()).toMatchObject({ total: 0, totalUnread: 0 });
  });

  it('a deleted application has no conversation', async () => {
    const application = await insertApplication(t, { userId: c.otherCandidate.id, positionId: await secondPosition(), workspaceId: c.id });
    await insertMessage(t, application, true, 'Oi');
    await t.db.execute(sql`update applications set deleted_at = now() where id = ${application}`);
    expect((await mine(c.otherCandidate.token, 'GET', `/v1/messages/${application}`)).statusCode).toBe(404);
    expect((await mine(c.otherCandidate.token, 'GET', '/v1/messages')).json().total).toBe(0);
    expect((await company(c.admin.token, 'GET', `/v1/-/applications/${application}/messages`)).statusCode).toBe(404);
  });
});

describe('validation and closed conversations', () => {
  it('an empty or too long message is refused with its field message', async () => {
    const empty = await mine(c.candidate.token, 'POST', '/v1/messages', { applicationId: c.applicationId, body: '    ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error).toMatchObject({ code: 'validation.failed', fields: { body: 'Este campo é obrigatório' } });
    const long = await company(c.admin.token, 'POST', `/v1/-/applications/${c.applicationId}/messages`, { body: 'a'.repeat(2001) });
    expect(long.statusCode).toBe(422);
    expect(long.json().error.fields).toEqual({ body: 'Texto muito longo' });
    expect(
      (await company(c.admin.token, 'POST', `/v1/-/applications/${c.applicationId}/messages`, { body: 'a'.repeat(2000) })).statusCode,
    ).toBe(201);
    const noApplication = await mine(c.candidate.token, 'POST', '/v1/messages', { body: 'Oi' });
    expect(noApplication.statusCode).toBe(422);
    expect(noApplication.json().error.fields).toEqual({ applicationId: 'Este campo é obrigatório' });
    expect((await mine(c.candidate.token, 'GET', '/v1/messages/nao-existe')).statusCode).toBe(404);
    expect((await mine(c.candidate.token, 'GET', '/v1/messages?limit=51')).statusCode).toBe(400);
  });

  it('after the candidate gives up, neither side writes (409 with its message); reading still works', async () => {
    const application = await insertApplication(t, {
      userId: c.otherCandidate.id,
      positionId: c.positionId,
      workspaceId: c.id,
      status: 'given_up',
    });
    const candidate = await mine(c.otherCandidate.token, 'POST', '/v1/messages', { applicationId: application, body: 'Oi' });
    expect(candidate.statusCode).toBe(409);
    expect(candidate.json().error).toMatchObject({
      code: 'message.closed',
      message: 'Esta candidatura foi encerrada pelo candidato: não é possível enviar mensagens',
    });
    expect((await company(c.admin.token, 'POST', `/v1/-/applications/${application}/messages`, { body: 'Oi' })).statusCode).toBe(409);
    expect((await mine(c.otherCandidate.token, 'GET', `/v1/messages/${application}`)).statusCode).toBe(200);
  });
});

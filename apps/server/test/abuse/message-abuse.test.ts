import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueMessageMails } from '../../src/modules/messages/index.ts';
import { DAY, HOUR } from '../../src/platform/clock.ts';
import type { TestApp } from '../app.ts';
import { createTestApp } from '../app.ts';
import {
  createHiringCompany,
  createHiringSetup,
  createPosition,
  createUser,
  type HiringSetup,
  insertApplication,
  interviewFormFor,
  offerFormFor,
  type TestUser,
} from '../factories/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;

const mailsTo = async (email: string) =>
  (
    await t.db.execute<{ subject: string; text: string }>(
      sql`select subject, text from outbox_messages where "to" = ${email.toLowerCase()} order by created_at, id`,
    )
  ).rows;
const storedMessages = async (applicationId: string) =>
  (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from application_messages where application_id = ${applicationId}`))
    .rows[0]?.n ?? 0;

const toCandidate = (c: HiringSetup, who: TestUser, applicationId: string, body: string) =>
  t.request({
    method: 'POST',
    url: `/v1/-/applications/${applicationId}/messages`,
    token: who.token,
    company: c.subdomain,
    payload: { body },
  });
const toCompany = (who: TestUser, applicationId: string, body: string) =>
  t.request({ method: 'POST', url: '/v1/messages', token: who.token, payload: { applicationId, body } });

describe('message e-mails', () => {
  it('e-mails a candidate once for 40 recruiter messages, then one summary of the unread ones 15 minutes later', async () => {
    const c = await createHiringSetup(t);
    for (let i = 0; i < 20; i++) {
      expect((await toCandidate(c, c.manager, c.applicationId, `Mensagem ${i} do gestor`)).statusCode).toBe(201);
      expect((await toCandidate(c, c.admin, c.applicationId, `Mensagem ${i} da administradora`)).statusCode).toBe(201);
    }
    // every message is stored at once; the first tells the candidate at once, the others wait for the interval
    expect(await storedMessages(c.applicationId)).toBe(40);
    expect(await mailsTo(c.candidate.email)).toHaveLength(1);
    await sendDueMessageMails(t.deps);
    expect(await mailsTo(c.candidate.email)).toHaveLength(1);

    t.clock.advance(15 * MINUTE);
    await sendDueMessageMails(t.deps);
    await sendDueMessageMails(t.deps);
    const mails = await mailsTo(c.candidate.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.subject).toBe('Você tem 40 mensagens não lidas sobre sua candidatura');
    expect(mails[1]?.text).toContain('/my/applications');
    expect(mails[1]?.text).not.toContain('Mensagem 3');
  });

  it('sends no summary when the candidate read the messages in the meantime, and tells at once after a quiet interval', async () => {
    const c = await createHiringSetup(t);
    await toCandidate(c, c.manager, c.applicationId, 'Primeira');
    await toCandidate(c, c.manager, c.applicationId, 'Segunda');
    await t.request({ method: 'PUT', url: '/v1/messages', token: c.candidate.token, payload: { applicationId: c.applicationId } });
    t.clock.advance(15 * MINUTE);
    await sendDueMessageMails(t.deps);
    expect(await mailsTo(c.candidate.email)).toHaveLength(1);
    // 15 minutes after the last e-mail, the next message is told at once again
    await toCandidate(c, c.manager, c.applicationId, 'Terceira');
    expect(await mailsTo(c.candidate.email)).toHaveLength(2);
  });

  it('stops a recruiter after 30 messages in 10 minutes, keeping nothing of the refused ones', async () => {
    const c = await createHiringSetup(t);
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) statuses.push((await toCandidate(c, c.manager, c.otherApplicationId, `Oi ${i}`)).statusCode);
    expect(statuses).toEqual([...Array(30).fill(201), ...Array(5).fill(429)]);
    expect(await storedMessages(c.otherApplicationId)).toBe(30);
    const refused = await toCandidate(c, c.manager, c.otherApplicationId, 'De novo');
    expect(refused.json().error.code).toBe('rate_limited');
    // another recruiter of the company writes to the same conversation
    expect((await toCandidate(c, c.admin, c.otherApplicationId, 'Olá')).statusCode).toBe(201);
    t.clock.advance(10 * MINUTE);
    expect((await toCandidate(c, c.manager, c.otherApplicationId, 'Depois')).statusCode).toBe(201);
  });

  it('accepts 30 of 60 candidate messages in a row, then waits 10 minutes', async () => {
    const c = await createHiringSetup(t);
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await toCompany(c.candidate, c.applicationId, `Olá ${i}`)).statusCode);
    expect(statuses).toEqual([...Array(30).fill(201), ...Array(30).fill(429)]);
    t.clock.advance(10 * MINUTE);
    expect((await toCompany(c.candidate, c.applicationId, 'Alguma novidade?')).statusCode).toBe(201);
  });

  it('lets one conversation receive at most 60 messages an hour, however many recruiters write', async () => {
    const c = await createHiringSetup(t);
    const third = await createUser(t);
    const applicationId = await insertApplication(t, { userId: third.id, positionId: c.positionId, workspaceId: c.id });
    for (const who of [c.admin, c.manager]) {
      for (let i = 0; i < 30; i++) expect((await toCandidate(c, who, applicationId, `Aviso ${i}`)).statusCode).toBe(201);
      t.clock.advance(11 * MINUTE);
    }
    expect((await toCandidate(c, c.admin, applicationId, 'Mais um')).statusCode).toBe(429);
    // the candidate may still answer: the limit is per direction
    expect((await toCompany(third, applicationId, 'Recebi, obrigado')).statusCode).toBe(201);
    t.clock.advance(HOUR);
    expect((await toCandidate(c, c.admin, applicationId, 'Mais um')).statusCode).toBe(201);
  });
});

describe('interview and offer e-mails', () => {
  it('sends a candidate at most 6 interview invites or offers a day about one application; cancellations always go', async () => {
    const c = await createHiringCompany(t);
    const position = await createPosition(t, c);
    const applicationId = await insertApplication(t, { userId: c.candidate.id, positionId: position, workspaceId: c.id });
    const as = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      t.request({ method, url, token: c.admin.token, company: c.subdomain, ...(payload && { payload }) });
    for (let i = 0; i < 5; i++) {
      const created = await as('POST', `/v1/-/applications/${applicationId}/interviews`, interviewFormFor(t));
      expect(created.statusCode, created.body).toBe(201);
      expect((await as('DELETE', `/v1/-/applications/${applicationId}/interviews/${created.json().id}`)).statusCode).toBe(200);
    }
    const offer = await as('POST', `/v1/-/applications/${applicationId}/offers`, offerFormFor());
    expect(offer.statusCode, offer.body).toBe(201);
    const before = (await mailsTo(c.candidate.email)).length;
    const refused = await as('POST', `/v1/-/applications/${applicationId}/interviews`, interviewFormFor(t));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect((await as('POST', `/v1/-/applications/${applicationId}/offers`, offerFormFor())).statusCode).toBe(429);
    expect((await as('DELETE', `/v1/-/applications/${applicationId}/offers/${offer.json().id}`)).statusCode).toBe(200);
    expect(await mailsTo(c.candidate.email)).toHaveLength(before + 1);
    // nothing of a refused invite is kept
    const hiring = await t.request({
      method: 'GET',
      url: `/v1/-/applications/${applicationId}/hiring`,
      token: c.admin.token,
      company: c.subdomain,
    });
    expect(hiring.json().interviews).toHaveLength(5);
    t.clock.advance(DAY);
    expect((await as('POST', `/v1/-/applications/${applicationId}/interviews`, interviewFormFor(t))).statusCode).toBe(201);
  });

  it('stops a recruiter after 60 interview invites an hour, over any candidates', async () => {
    const c = await createHiringCompany(t);
    const position = await createPosition(t, c);
    const people = await Promise.all(Array.from({ length: 61 }, () => createUser(t)));
    const statuses: number[] = [];
    for (const person of people) {
      const applicationId = await insertApplication(t, { userId: person.id, positionId: position, workspaceId: c.id });
      const res = await t.request({
        method: 'POST',
        url: `/v1/-/applications/${applicationId}/interviews`,
        token: c.admin.token,
        company: c.subdomain,
        payload: interviewFormFor(t),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([...Array(60).fill(201), 429]);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createHiringSetup, type HiringSetup } from '../../../test/factories/index.ts';

let t: TestApp;
let c: HiringSetup;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-12-10T15:00:00Z'));
  c = await createHiringSetup(t);
});
afterAll(() => t.close());

const remind = (applicationId: string, token = c.candidate.token) =>
  t.request({ method: 'POST', url: '/v1/messages/reminder', token, payload: { applicationId } });
const promise = (applicationId: string, answerBy: string) =>
  t.db.execute(sql`update applications set answer_by = ${answerBy} where id = ${applicationId}`);

describe('the reminder after the promised answer date', () => {
  it('is refused while the date has not passed, and for someone else’s application', async () => {
    await promise(c.applicationId, '2026-12-10');
    const early = await remind(c.applicationId);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({
      code: 'message.reminder_not_due',
      message: 'O lembrete pode ser enviado quando a data de resposta prometida passar sem uma decisão',
    });
    expect((await remind(c.applicationId, c.otherCandidate.token)).statusCode).toBe(404);
  });

  it('goes once, as a message the company reads in the conversation', async () => {
    await promise(c.applicationId, '2026-12-09');
    const sent = await remind(c.applicationId);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ fromCompany: false });
    expect(sent.json().body).toBe(
      'Olá! A data de resposta prometida para esta candidatura era 09/12/2026 e ainda não tive retorno. Há alguma novidade sobre o processo seletivo?',
    );

    const again = await remind(c.applicationId);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Você já enviou um lembrete para esta candidatura');

    const seen = await t.request({
      method: 'GET',
      url: `/v1/-/applications/${c.applicationId}/messages`,
      token: c.manager.token,
      company: c.subdomain,
    });
    expect(seen.statusCode).toBe(200);
    const reminders = seen.json().messages.filter((message: { body: string }) => message.body.startsWith('Olá! A data de resposta'));
    expect(reminders).toHaveLength(1);
    expect(seen.json().reminderSentAt).toBe(sent.json().createdAt);
    const mine = await t.request({ method: 'GET', url: `/v1/messages/${c.applicationId}`, token: c.candidate.token });
    expect(mine.json().reminderSentAt).toBe(sent.json().createdAt);
  });

  it('is not offered once a decision was made', async () => {
    await promise(c.otherApplicationId, '2026-12-01');
    await t.db.execute(sql`update applications set status = 'closed' where id = ${c.otherApplicationId}`);
    const closed = await remind(c.otherApplicationId, c.otherCandidate.token);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().error.code).toBe('message.reminder_not_due');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addMember, createUser, createWorkspace, type TestUser } from '../../../test/factories/index.ts';
import { invites, outboxMessages, users } from '../../db/schema/index.ts';
import { DAY, HOUR } from '../../platform/clock.ts';
import { summarySections } from '../tasks.ts';
import { scheduleNewAccounts, sendDueSummaries } from './index.ts';

let t: TestApp;
let ana: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  ana = await createUser(t);
});
afterAll(() => t.close());

// the test clock starts at 2026-03-10T12:00Z (09:00 in São Paulo), a Tuesday
const put = (token: string, payload: unknown) =>
  t.request({ method: 'PUT', url: '/v1/myself/communication', token, payload: payload as object });
const mailsTo = (email: string) => t.db.select().from(outboxMessages).where(eq(outboxMessages.to, email));
// the two jobs, as they run in production: new accounts get their schedule, then the due summaries go out
const run = async () => {
  await scheduleNewAccounts(t.deps);
  return sendDueSummaries(t.deps, summarySections);
};
const inviteFor = async (email: string, workspaceName: string) => {
  const workspace = await createWorkspace(t, { name: workspaceName });
  const now = t.clock.now();
  await t.db.insert(invites).values({
    workspaceId: workspace.id,
    email,
    role: 'member',
    createdAt: now,
    lastSentAt: now,
    expiresAt: new Date(now.getTime() + 30 * DAY),
  });
};

describe('communication settings', () => {
  it('default to a daily summary at 08:00 in the user time zone', async () => {
    const res = await t.request({ method: 'GET', url: '/v1/myself/communication', token: ana.token });
    expect(res.json()).toEqual({
      settings: { period: 'daily', hour: 8, weekday: null, dayOfMonth: null },
      nextSummaryAt: '2026-03-11T11:00:00.000Z',
      timeZone: 'America/Sao_Paulo',
    });
  });

  it('save weekly on a weekday, monthly on a day, or never; each period asks for its own field', async () => {
    const weekly = await put(ana.token, { period: 'weekly', hour: 18, weekday: 5 });
    expect(weekly.json()).toMatchObject({
      settings: { period: 'weekly', hour: 18, weekday: 5, dayOfMonth: null },
      nextSummaryAt: '2026-03-13T21:00:00.000Z',
    });
    expect((await put(ana.token, { period: 'weekly', hour: 18 })).json().error.fields).toEqual({ weekday: 'Este campo é obrigatório' });
    expect((await put(ana.token, { period: 'monthly', hour: 8 })).json().error.fields).toEqual({ dayOfMonth: 'Este campo é obrigatório' });
    expect((await put(ana.token, { period: 'daily', hour: 24 })).statusCode).toBe(422);
    const monthly = await put(ana.token, { period: 'monthly', hour: 7, dayOfMonth: 31, weekday: 3 });
    expect(monthly.json()).toMatchObject({ settings: { weekday: null, dayOfMonth: 31 }, nextSummaryAt: '2026-03-31T10:00:00.000Z' });
    expect((await put(ana.token, { period: 'never', hour: 8 })).json().nextSummaryAt).toBeNull();
    // reloaded as saved
    expect((await t.request({ method: 'GET', url: '/v1/myself/communication', token: ana.token })).json().settings.period).toBe('never');
  });

  it('answer 401 to anonymous callers', async () => {
    expect((await t.request({ method: 'GET', url: '/v1/myself/communication' })).statusCode).toBe(401);
    expect((await t.request({ method: 'PUT', url: '/v1/myself/communication', payload: { period: 'daily', hour: 8 } })).statusCode).toBe(
      401,
    );
  });
});

describe('the e-mail summary job', () => {
  it('puts one summary in the outbox when due, with pending invites, never twice for one due time', async () => {
    const bia = await createUser(t, { language: 'pt-BR' });
    await inviteFor(bia.email, 'Clínica Sol');
    await run(); // schedules the default: tomorrow 08:00 São Paulo
    expect(await mailsTo(bia.email)).toHaveLength(0);
    t.clock.set('2026-03-11T11:00:00.000Z');
    await run();
    await run();
    const mails = await mailsTo(bia.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Seu resumo da Trilha');
    expect(mails[0]?.text).toContain('Você foi convidado(a) para Clínica Sol');
    // a day later, the next one
    t.clock.advance(DAY);
    await run();
    expect(await mailsTo(bia.email)).toHaveLength(2);
  });

  it('tells a manager who joined their workspace since the last summary, in the reader language', async () => {
    t.clock.set('2026-03-20T12:00:00.000Z');
    const owner = await createUser(t, { language: 'en' });
    const company = await createWorkspace(t, { name: 'Acme Retail' });
    await addMember(t, company.id, owner.id, 'owner');
    await put(owner.token, { period: 'weekly', hour: 9, weekday: 1 }); // Monday 2026-03-23 12:00Z
    t.clock.set('2026-03-21T12:00:00.000Z');
    const joiner = await createUser(t);
    await addMember(t, company.id, joiner.id, 'member');
    t.clock.set('2026-03-23T12:00:00.000Z');
    await run();
    const [mail] = await mailsTo(owner.email);
    expect(mail?.subject).toBe('Your Trilha summary');
    expect(mail?.text).toContain('Acme Retail: 1 new member');
  });

  it('sends no empty summary, nothing for "never" and nothing to a suspended account', async () => {
    t.clock.set('2026-04-01T12:00:00.000Z');
    const quiet = await createUser(t);
    const never = await createUser(t);
    const suspended = await createUser(t);
    await put(never.token, { period: 'never', hour: 8 });
    await inviteFor(never.email, 'Loja Norte');
    await inviteFor(suspended.email, 'Loja Sul');
    await run();
    await t.db.update(users).set({ status: 'pending_deletion', deletionRequestedAt: t.clock.now() }).where(eq(users.id, suspended.id));
    t.clock.advance(2 * DAY + HOUR);
    await run();
    expect(await mailsTo(quiet.email)).toHaveLength(0);
    expect(await mailsTo(never.email)).toHaveLength(0);
    expect(await mailsTo(suspended.email)).toHaveLength(0);
  });
});

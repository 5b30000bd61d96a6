import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaces } from '../../src/db/schema/index.ts';
import { DAY, HOUR } from '../../src/platform/clock.ts';
import { createTestApp, type TestApp } from '../app.ts';
import { createCompany, createHiringCompany, createPosition, createUser } from '../factories/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const batch = (tag: string, size: number) => Array.from({ length: size }, (_, i) => ({ email: `${tag}-${i}@example.com`, role: 'member' }));
/** every e-mail written so far (the dev mailbox lists only the latest 200) */
const outboxCount = async () => (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from outbox_messages`)).rows[0]?.n ?? 0;
const mailsTo = async (email: string) =>
  (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from outbox_messages where "to" = ${email.toLowerCase()}`)).rows[0]?.n ??
  0;
const outside = (tag: string, size: number) => Array.from({ length: size }, (_, i) => `${tag}-${i}@example.net`);

const registration = (email: string, remoteAddress: string, extra: Record<string, unknown> = {}) =>
  t.request({
    method: 'POST',
    url: '/v1/register/candidate',
    remoteAddress,
    payload: {
      name: 'Ana',
      lastName: 'Souza',
      email,
      password: 'Senha@123',
      confirmPassword: 'Senha@123',
      phone: '(11) 98765-4321',
      countryCode: 'br',
      acceptTerms: true,
      ...extra,
    },
  });

describe('mail abuse', () => {
  it('stops an invite flood from one sender after 50 e-mails an hour, sending nothing more', async () => {
    const c = await createCompany(t);
    const send = (invites: { email: string; role: string }[]) =>
      t.request({ method: 'POST', url: `/v1/workspaces/${c.id}/invites`, token: c.owner.token, payload: { invites } });
    expect((await send(batch('flood-a', 50))).statusCode).toBe(201);
    const before = await outboxCount();
    const refused = await send(batch('flood-b', 1));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(await outboxCount()).toBe(before);
    // another administrator of the same workspace still has an allowance of their own
    const other = await t.request({
      method: 'POST',
      url: `/v1/workspaces/${c.id}/invites`,
      token: c.administrator.token,
      payload: { invites: batch('flood-c', 10) },
    });
    expect(other.statusCode).toBe(201);
    t.clock.advance(HOUR);
    expect((await send(batch('flood-d', 5))).statusCode).toBe(201);
  });

  it('caps the invites of one workspace per day, whoever sends them', async () => {
    const c = await createCompany(t);
    const senders = [c.owner, c.administrator];
    let sent = 0;
    for (let round = 0; sent < 200; round++) {
      const token = senders[round % 2]?.token;
      const res = await t.request({
        method: 'POST',
        url: `/v1/workspaces/${c.id}/invites`,
        token,
        payload: { invites: batch(`ws-${round}`, 50) },
      });
      expect(res.statusCode).toBe(201);
      sent += 50;
      if (round % 2 === 1) t.clock.advance(HOUR);
    }
    const refused = await t.request({
      method: 'POST',
      url: `/v1/workspaces/${c.id}/invites`,
      token: c.owner.token,
      payload: { invites: batch('ws-x', 1) },
    });
    expect(refused.statusCode).toBe(429);
  });

  it('keeps the workspace name out of the subject and breaks links inside it', async () => {
    const c = await createCompany(t);
    // a name typed before names were validated, or one that passes validation: links still must not work
    await t.db.update(workspaces).set({ name: 'Pague em https://golpe.example.com' }).where(eq(workspaces.id, c.id));
    const res = await t.request({
      method: 'POST',
      url: `/v1/workspaces/${c.id}/invites`,
      token: c.owner.token,
      payload: { invites: [{ email: 'alvo@example.com', role: 'member' }] },
    });
    expect(res.statusCode).toBe(201);
    const [mail] = (await t.request({ method: 'GET', url: '/v1/dev/outbox?to=alvo@example.com' })).json().items;
    expect(mail.subject).toBe('Você recebeu um convite na Trilha');
    expect(mail.text).toContain('hxxps://golpe[.]example[.]com');
    expect(mail.text).not.toContain('https://golpe');
    expect(mail.html).not.toContain('https://golpe');
  });

  it('refuses names that are control or invisible characters, with a clear pt-BR message', async () => {
    for (const [field, value] of [
      ['name', '\u200b\u200b'],
      ['lastName', 'Souza\u202e'],
      ['companyName', 'Acme\r\nhttps://golpe.example.com'],
    ] as const) {
      const res = await registration(`nomes-${field}@example.com`, '198.51.100.90', { type: 'company', [field]: value });
      expect(res.statusCode, field).toBe(422);
      expect(res.json().error.fields[field]).toBe('Use letras ou números visíveis; caracteres de controle ou invisíveis não são aceitos');
    }
  });

  it('limits sign-ups from one address to 50 an hour', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < 50; i++) expect((await registration(`massa-${i}@example.com`, ip)).statusCode).toBe(201);
    const refused = await registration('massa-extra@example.com', ip);
    expect(refused.statusCode).toBe(429);
    expect((await registration('outra-pessoa@example.com', '198.51.100.78')).statusCode).toBe(201);
    t.clock.advance(HOUR);
    expect((await registration('massa-depois@example.com', ip)).statusCode).toBe(201);
  });

  it('limits recovery e-mails asked from one address to 20 an hour, whatever the accounts', async () => {
    const ip = '198.51.100.91';
    const recover = (email: string, remoteAddress = ip) =>
      t.request({ method: 'POST', url: '/v1/resetpassword', remoteAddress, payload: { email } });
    const people = await Promise.all(
      Array.from({ length: 21 }, (_, i) => createUser(t, { email: `recupera-${i}-${randomBytes(2).toString('hex')}@example.com` })),
    );
    for (const person of people.slice(0, 20)) expect((await recover(person.email)).statusCode).toBe(202);
    const before = await outboxCount();
    const refused = await recover(people[20]?.email ?? '');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('rate_limited');
    expect(await outboxCount()).toBe(before);
    expect((await recover(people[20]?.email ?? '', '198.51.100.92')).statusCode).toBe(202);
  });

  it('forwards at most 3 account-removal requests of one user to support a day', async () => {
    const user = await createUser(t);
    const ask = () =>
      t.request({ method: 'POST', url: '/v1/support/account/removal', token: user.token, payload: { reason: 'Não uso mais' } });
    for (let i = 0; i < 3; i++) expect((await ask()).statusCode).toBe(202);
    expect((await ask()).statusCode).toBe(429);
    t.clock.advance(DAY);
    expect((await ask()).statusCode).toBe(202);
  });
});

describe('invites to apply (POST /v1/-/positions/:id/invites)', () => {
  it('stops a recruiter after 50 invite e-mails an hour: of ten batches of 20 outside addresses, two are sent', async () => {
    const c = await createHiringCompany(t);
    const position = await createPosition(t, c);
    const invite = (emails: string[]) =>
      t.request({
        method: 'POST',
        url: `/v1/-/positions/${position}/invites`,
        token: c.admin.token,
        company: c.subdomain,
        payload: { emails, message: null },
      });
    const before = await outboxCount();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await invite(outside(`apply-${c.subdomain}-${i}`, 20))).statusCode);
    expect(statuses).toEqual([201, 201, 429, 429, 429, 429, 429, 429, 429, 429]);
    // nothing of a refused batch is sent or kept
    expect(await outboxCount()).toBe(before + 40);
    const listed = await t.request({
      method: 'GET',
      url: `/v1/-/positions/${position}/invites`,
      token: c.admin.token,
      company: c.subdomain,
    });
    expect(listed.json().items).toHaveLength(40);
    // the allowance is spent to the last address, no further
    expect((await invite(outside(`apply-${c.subdomain}-ten`, 10))).statusCode).toBe(201);
    const refused = await invite(outside(`apply-${c.subdomain}-x`, 1));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({ code: 'rate_limited', message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.' });
    // the hour the allowance counts is a sliding window
    t.clock.advance(HOUR);
    expect((await invite(outside(`apply-${c.subdomain}-later`, 20))).statusCode).toBe(201);
  });

  it('sends one address at most 3 invites a day, of any kind and from any sender', async () => {
    const c = await createHiringCompany(t);
    const positions = [await createPosition(t, c), await createPosition(t, c), await createPosition(t, c), await createPosition(t, c)];
    const target = `alvo-${c.subdomain}@example.net`;
    const invite = (position: string) =>
      t.request({
        method: 'POST',
        url: `/v1/-/positions/${position}/invites`,
        token: c.admin.token,
        company: c.subdomain,
        payload: { emails: [target], message: null },
      });
    expect((await invite(positions[0] ?? '')).statusCode).toBe(201);
    expect((await invite(positions[1] ?? '')).statusCode).toBe(201);
    expect((await invite(positions[2] ?? '')).statusCode).toBe(201);
    expect((await invite(positions[3] ?? '')).statusCode).toBe(429);
    // a workspace invite to the same address counts against the same allowance
    const workspace = await createCompany(t);
    const member = await t.request({
      method: 'POST',
      url: `/v1/workspaces/${workspace.id}/invites`,
      token: workspace.owner.token,
      payload: { invites: [{ email: target, role: 'member' }] },
    });
    expect(member.statusCode).toBe(429);
    expect(await mailsTo(target)).toBe(3);
    t.clock.advance(DAY);
    expect((await invite(positions[3] ?? '')).statusCode).toBe(201);
  });
});

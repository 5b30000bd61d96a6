import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workspaces } from '../../src/db/schema/index.ts';
import { createCompany, createWorkspacesTestApp } from '../../src/modules/workspaces/test-fixtures.ts';
import { HOUR } from '../../src/platform/clock.ts';
import type { TestApp } from '../app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createWorkspacesTestApp();
});
afterAll(() => t.close());

const batch = (tag: string, size: number) => Array.from({ length: size }, (_, i) => ({ email: `${tag}-${i}@example.com`, role: 'member' }));
const outboxCount = async () => (await t.request({ method: 'GET', url: '/v1/dev/outbox' })).json().items.length as number;

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
});

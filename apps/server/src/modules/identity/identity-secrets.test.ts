import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { hashToken } from '../../platform/auth/tokens.ts';
import { NEW_PASSWORD, registerBody, signIn } from './identity.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'debug' });
});
afterAll(() => t.close());

describe('secrets stay secret', () => {
  it('keeps passwords, tokens and recovery codes out of the log', async () => {
    const body = registerBody({ password: 'Segredo@Unico1', confirmPassword: 'Segredo@Unico1' });
    const registered = await t.request({ method: 'POST', url: '/v1/register/candidate', payload: body });
    expect(registered.statusCode).toBe(201);
    const login = await signIn(t, body.email, 'Segredo@Unico1');
    const token = login.json().token as string;
    const wrong = await signIn(t, body.email, 'Tentativa@Errada9');
    expect(wrong.statusCode).toBe(401);
    const changed = await t.request({
      method: 'PUT',
      url: '/v1/myself/password',
      token,
      payload: { currentPassword: 'Segredo@Unico1', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    await t.request({ method: 'POST', url: '/v1/resetpassword', payload: { email: body.email } });
    const mail = (await t.request({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(body.email)}` })).json().items[0];
    const code = /changepassword\/[^/]+\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] as string;
    const reset = await t.request({
      method: 'POST',
      url: `/v1/resetpassw/${code}`,
      payload: { password: 'Final@Senha77', confirmPassword: 'Final@Senha77' },
    });
    expect(reset.statusCode).toBe(200);
    await t.request({ method: 'GET', url: '/v1/auth/data', token });

    const log = t.logLines.join('\n');
    expect(log).toContain('/v1/resetpassw/***');
    for (const secret of ['Segredo@Unico1', 'Tentativa@Errada9', NEW_PASSWORD, 'Final@Senha77', token, registered.json().token, code]) {
      expect(log).not.toContain(secret);
    }
  });

  it('stores argon2id password hashes and only hashes of session tokens', async () => {
    const body = registerBody();
    const res = await t.request({ method: 'POST', url: '/v1/register/candidate', payload: body });
    const { token, user } = res.json();
    const [row] = await t.db.select().from(users).where(eq(users.id, user.userId));
    expect(row?.passwordHash.startsWith('$argon2id$')).toBe(true);
    expect(row?.passwordHash).not.toContain(body.password);
    const stored = await t.db.select().from(sessions).where(eq(sessions.userId, user.userId));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toBe(token);
    expect(stored[0]?.tokenHash).not.toContain(token);
    expect(stored[0]?.tokenHash).toBe(hashToken(token));
  });
});

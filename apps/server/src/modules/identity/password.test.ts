import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, TEST_PASSWORD } from '../../../test/factories/index.ts';
import { initialSettings } from '../../db/schema/index.ts';
import { NEW_PASSWORD, signIn } from './identity.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const authData = (token: string) => t.request({ method: 'GET', url: '/v1/auth/data', token });

describe.each(['/v1/myself/password', '/v1/myself/reset-password'])('PUT %s', (url) => {
  const change = (token: string, payload: object) => t.request({ method: 'PUT', url, token, payload });

  it('changes the password and ends every other session of the user', async () => {
    const user = await createUser(t);
    const other = (await signIn(t, user.email, TEST_PASSWORD)).json().token;
    const res = await change(user.token, { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await authData(user.token)).statusCode).toBe(200);
    expect((await authData(other)).statusCode).toBe(401);
    expect((await signIn(t, user.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with Senha atual incorreta', async () => {
    const user = await createUser(t);
    const res = await change(user.token, { currentPassword: 'Errada@123', password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({ code: 'password.wrong_current', message: 'Senha atual incorreta' });
    expect((await signIn(t, user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a new password equal to the current one', async () => {
    const user = await createUser(t);
    const res = await change(user.token, { currentPassword: TEST_PASSWORD, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ password: 'A nova senha deve ser diferente da atual' });
  });

  it('checks the new password by the rules and the confirmation', async () => {
    const user = await createUser(t);
    const rules = await change(user.token, { currentPassword: TEST_PASSWORD, password: 'semregras1', confirmPassword: 'semregras1' });
    expect(rules.json().error.fields.password).toBe('A senha deve ter letra minúscula, letra maiúscula, número e um caractere especial');
    const mismatch = await change(user.token, { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD, confirmPassword: 'Outra@Senha1' });
    expect(mismatch.json().error.fields).toEqual({ confirmPassword: 'As senhas não coincidem' });
  });

  it('needs a session', async () => {
    const res = await t.request({
      method: 'PUT',
      url,
      payload: { currentPassword: TEST_PASSWORD, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('PUT /v1/resetpassw', () => {
  const setPassword = (token: string) =>
    t.request({ method: 'PUT', url: '/v1/resetpassw', token, payload: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });

  it('sets the password of an account with a pending password setting, once', async () => {
    const user = await createUser(t);
    const other = (await signIn(t, user.email, TEST_PASSWORD)).json().token;
    await t.db.insert(initialSettings).values({ userId: user.id, kind: 'password', status: 'pending', updatedAt: t.clock.now() });
    const res = await setPassword(user.token);
    expect(res.statusCode).toBe(200);
    expect((await signIn(t, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await authData(other)).statusCode).toBe(401);
    const [setting] = await t.db.select().from(initialSettings).where(eq(initialSettings.userId, user.id));
    expect(setting?.status).toBe('done');
    expect((await setPassword(user.token)).statusCode).toBe(403);
  });

  it('is forbidden without a pending password setting', async () => {
    const user = await createUser(t);
    const res = await setPassword(user.token);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'permission.denied', message: 'Você não possuí permissão para acessar essa funcionalidade.' });
  });
});

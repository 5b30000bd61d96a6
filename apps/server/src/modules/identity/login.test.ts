import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addMember, createUser, createWorkspace, TEST_PASSWORD } from '../../../test/factories/index.ts';
import { address, signIn } from './identity.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;

describe('POST /v1/auth', () => {
  it('signs in with a new session token each time, whatever the e-mail case', async () => {
    const user = await createUser(t);
    const first = await signIn(t, user.email.toUpperCase(), TEST_PASSWORD);
    const second = await signIn(t, user.email, TEST_PASSWORD);
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({ userId: user.id, email: user.email, status: 'active' });
    expect(first.json().user.companies).toHaveLength(1);
    expect(first.json().token).not.toBe(second.json().token);
    for (const res of [first, second]) {
      expect((await t.request({ method: 'GET', url: '/v1/myself/info', token: res.json().token })).statusCode).toBe(200);
    }
  });

  it('answers an unknown e-mail with auth.user_not_found', async () => {
    const res = await signIn(t, 'ninguem@example.com', TEST_PASSWORD);
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({ code: 'auth.user_not_found', message: 'Usuário não encontrado' });
  });

  it('answers a wrong password with Opa! senha incorreta', async () => {
    const user = await createUser(t);
    const res = await signIn(t, user.email, 'Errada@123');
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({ code: 'auth.wrong_password', message: 'Opa! senha incorreta' });
  });

  it.each([
    {},
    { email: 'not-an-email', password: 'x' },
    { email: 'a@example.com' },
    { email: 'a@example.com', password: '' },
    'text',
    [1],
    null,
  ])('answers malformed input %o with E-mail ou senha inválidos', async (payload) => {
    const res = await t.request({
      method: 'POST',
      url: '/v1/auth',
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({ code: 'auth.invalid_credentials', message: 'E-mail ou senha inválidos' });
  });

  it('lets an account pending deletion sign in, flagged for reactivation', async () => {
    const user = await createUser(t, { status: 'pending_deletion', deletionRequestedAt: t.clock.now() });
    const res = await signIn(t, user.email, TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ status: 'pending_deletion', deletionRequestedAt: t.clock.now().toISOString() });
  });

  describe('throttling', () => {
    const SECOND = 1000;
    const rateLimited = { code: 'rate_limited', message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.' };

    it('gives an account and address pair three free failures, then makes each next try wait longer', async () => {
      const user = await createUser(t);
      const ip = address();
      for (let i = 0; i < 3; i++) expect((await signIn(t, user.email, 'Errada@123', ip)).statusCode).toBe(401);
      const waiting = await signIn(t, user.email, TEST_PASSWORD, ip);
      expect(waiting.statusCode).toBe(429);
      expect(waiting.json().error).toEqual(rateLimited);
      t.clock.advance(SECOND);
      expect((await signIn(t, user.email, 'Errada@123', ip)).statusCode).toBe(401);
      // four failures: the next try waits two seconds
      t.clock.advance(SECOND);
      expect((await signIn(t, user.email, TEST_PASSWORD, ip)).statusCode).toBe(429);
      t.clock.advance(SECOND);
      expect((await signIn(t, user.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
    });

    it('never refuses the right password from an address with no failures, however many failed elsewhere', async () => {
      const user = await createUser(t);
      const attacker = address();
      for (let i = 0; i < 3; i++) await signIn(t, user.email, 'Errada@123', attacker);
      for (let i = 0; i < 12; i++) await signIn(t, user.email, 'Errada@123', address());
      expect((await signIn(t, user.email, TEST_PASSWORD, address())).statusCode).toBe(200);
      // an address that failed on an account under attack waits for the whole window, right password or not
      t.clock.advance(5 * MINUTE);
      expect((await signIn(t, user.email, TEST_PASSWORD, attacker)).statusCode).toBe(429);
      t.clock.advance(11 * MINUTE);
      expect((await signIn(t, user.email, TEST_PASSWORD, attacker)).statusCode).toBe(200);
    });

    it('asks an address with 30 failures over many accounts, unknown ones included, for a code e-mailed to the account', async () => {
      const ip = address();
      for (let i = 0; i < 30; i++) expect((await signIn(t, `ninguem-${i}@example.com`, 'Errada@123', ip)).statusCode).toBe(401);
      const user = await createUser(t);
      const challenged = await signIn(t, user.email, TEST_PASSWORD, ip);
      expect(challenged.statusCode).toBe(401);
      expect(challenged.json().error).toEqual({
        code: 'auth.code_required',
        message:
          'Houve muitas tentativas de acesso a partir da sua rede. Se o e-mail e a senha estiverem corretos, enviamos um código de acesso para o seu e-mail: digite-o abaixo para entrar.',
      });
      const mail = (await t.request({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(user.email)}` })).json().items[0];
      expect(mail.subject).toBe('Código de acesso - Trilha');
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
      const withCode = await t.request({
        method: 'POST',
        url: '/v1/auth',
        payload: { email: user.email, password: TEST_PASSWORD, code },
        remoteAddress: ip,
      });
      expect(withCode.statusCode).toBe(200);
      expect((await signIn(t, user.email, TEST_PASSWORD, address())).statusCode).toBe(200);
      t.clock.advance(15 * MINUTE);
      expect((await signIn(t, user.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
    });

    it('does not count successful sign-ins', async () => {
      const user = await createUser(t);
      const ip = address();
      for (let i = 0; i < 8; i++) expect((await signIn(t, user.email, TEST_PASSWORD, ip)).statusCode).toBe(200);
    });

    it('lets concurrent sign-ins with the right password all succeed', async () => {
      const user = await createUser(t);
      const ip = address();
      const results = await Promise.all(Array.from({ length: 10 }, () => signIn(t, user.email, TEST_PASSWORD, ip)));
      expect(results.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
    });

    it('answers only a few guesses of a parallel burst and then makes the pair wait', async () => {
      const user = await createUser(t);
      const ip = address();
      const results = await Promise.all(Array.from({ length: 12 }, () => signIn(t, user.email, 'Errada@123', ip)));
      const codes = results.map((res) => res.statusCode);
      expect(codes.filter((code) => code === 401).length).toBeLessThanOrEqual(6);
      expect(codes.filter((code) => code === 429).length).toBeGreaterThanOrEqual(6);
      expect((await signIn(t, user.email, TEST_PASSWORD, ip)).statusCode).toBe(429);
      t.clock.advance(15 * MINUTE);
    });
  });
});

describe('session endpoints', () => {
  it('GET /v1/auth/data and /v1/myself/info need a session', async () => {
    for (const url of ['/v1/auth/data', '/v1/myself/info']) {
      const res = await t.request({ method: 'GET', url });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({ code: 'invalid_token', message: 'Sua sessão expirou. Entre novamente.' });
      expect((await t.request({ method: 'GET', url, token: 'x'.repeat(43) })).statusCode).toBe(401);
    }
  });

  it('DELETE /v1/auth revokes the current session at once and only it', async () => {
    const user = await createUser(t);
    const other = (await signIn(t, user.email, TEST_PASSWORD)).json().token;
    const res = await t.request({ method: 'DELETE', url: '/v1/auth', token: user.token });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await t.request({ method: 'GET', url: '/v1/auth/data', token: user.token })).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url: '/v1/auth', token: user.token })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/v1/auth/data', token: other })).statusCode).toBe(200);
  });

  it('POST /v1/auth/synchronize re-reads the user', async () => {
    const user = await createUser(t);
    const workspace = await createWorkspace(t, { name: 'Nova Empresa' });
    await addMember(t, workspace.id, user.id, 'member');
    const res = await t.request({ method: 'POST', url: '/v1/auth/synchronize', token: user.token });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.companies.map((c: { name: string }) => c.name)).toContain('Nova Empresa');
  });

  it('GET /v1/auth-me tells whether an account exists, without a session', async () => {
    const user = await createUser(t);
    expect((await t.request({ method: 'GET', url: `/v1/auth-me?email=${encodeURIComponent(user.email.toUpperCase())}` })).json()).toEqual({
      exists: true,
    });
    expect((await t.request({ method: 'GET', url: '/v1/auth-me?email=ninguem%40example.com' })).json()).toEqual({ exists: false });
    expect((await t.request({ method: 'GET', url: '/v1/auth-me?email=nope' })).json()).toEqual({ exists: false });
    // NUL can never be stored: the platform refuses it as a malformed request before any handler runs
    for (const email of ['%00', 'a%00@example.com']) {
      expect((await t.request({ method: 'GET', url: `/v1/auth-me?email=${email}` })).statusCode).toBe(400);
    }
  });

  it('GET /v1/auth/data shows support staff a workspace that allows support, by subdomain', async () => {
    const support = await createUser(t, { isSupport: true });
    await createWorkspace(t, { subdomain: 'aberta', allowSupport: true });
    await createWorkspace(t, { subdomain: 'fechada', allowSupport: false });
    const open = await t.request({ method: 'GET', url: '/v1/auth/data?subdomain=aberta', token: support.token });
    expect(open.json().isSupport).toBe(true);
    expect(open.json().companies.find((c: { subdomain: string }) => c.subdomain === 'aberta')).toMatchObject({
      role: 'administrator',
      userRole: 'admin',
    });
    const closed = await t.request({ method: 'GET', url: '/v1/auth/data?subdomain=fechada', token: support.token });
    expect(closed.json().companies.map((c: { subdomain: string | null }) => c.subdomain)).not.toContain('fechada');
    const plain = await createUser(t);
    const notSupport = await t.request({ method: 'GET', url: '/v1/auth/data?subdomain=aberta', token: plain.token });
    expect(notSupport.json().companies).toHaveLength(1);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, TEST_PASSWORD } from '../../../test/factories/index.ts';
import { passwordResets } from '../../db/schema/index.ts';
import { identityTasks } from './identity.tasks.ts';
import { NEW_PASSWORD, signIn } from './identity.test-support.ts';
import { RECOVERY_CODE_TTL_MS } from './recovery.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const requestRecovery = (email: string) => t.request({ method: 'POST', url: '/v1/resetpassword', payload: { email } });
const reset = (code: string, password = NEW_PASSWORD, confirmPassword = password) =>
  t.request({ method: 'POST', url: `/v1/resetpassw/${code}`, payload: { password, confirmPassword } });

/** The newest recovery e-mail of an address, through the dev outbox, and the code of its link. */
async function lastRecoveryMail(email: string) {
  const res = await t.request({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(email)}` });
  const mail = res.json().items[0];
  const match = /\/access\/changepassword\/([^/]+)\/([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error('no recovery link in the e-mail');
  return { mail, language: match[1], code: match[2] as string };
}

describe('password recovery', () => {
  it('e-mails a working one-time link and stores only the hash of its code', async () => {
    const user = await createUser(t, { name: 'Rita' });
    const res = await requestRecovery(user.email.toUpperCase());
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ sent: true });
    const { mail, language, code } = await lastRecoveryMail(user.email);
    expect(mail.subject).toBe('Recuperação de senha - Trilha');
    expect(language).toBe('pt-BR');
    expect(mail.text).toContain(`${t.deps.config.publicUrl}/access/changepassword/pt-BR/${code}`);
    expect(mail.html).toContain(`href="${t.deps.config.publicUrl}/access/changepassword/pt-BR/${code}"`);
    expect(mail.html).toContain('Rita');
    const stored = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.codeHash).not.toContain(code);

    const other = (await signIn(t, user.email, TEST_PASSWORD)).json().token;
    const done = await reset(code);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ ok: true });
    expect((await signIn(t, user.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(t, user.email, TEST_PASSWORD)).json().error.code).toBe('auth.wrong_password');
    // every session of the user ends with the reset
    for (const token of [user.token, other]) expect((await t.request({ method: 'GET', url: '/v1/auth/data', token })).statusCode).toBe(401);

    const again = await reset(code, 'Outra@Senha1');
    expect(again.statusCode).toBe(410);
    expect(again.json().error).toEqual({ code: 'recovery.invalid_code', message: 'Este link de recuperação é inválido ou expirou' });
  });

  it('keeps no recovery e-mail in the outbox once its link is used or has expired', async () => {
    const outbox = async (email: string) =>
      (await t.request({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(email)}` })).json().items as { subject: string }[];
    const used = await createUser(t);
    await requestRecovery(used.email);
    const { code } = await lastRecoveryMail(used.email);
    expect((await reset(code)).statusCode).toBe(200);
    expect(await outbox(used.email)).toEqual([]);

    const expired = await createUser(t);
    await requestRecovery(expired.email);
    const job = identityTasks.find((candidate) => candidate.name === 'purge expired recovery e-mails');
    if (!job) throw new Error('no purge job');
    await job.run(t.deps);
    expect(await outbox(expired.email)).toHaveLength(1); // still valid: kept
    t.clock.advance(RECOVERY_CODE_TTL_MS + 1);
    await job.run(t.deps);
    expect(await outbox(expired.email)).toEqual([]);
  });

  it('expires the code after two hours', async () => {
    const user = await createUser(t);
    await requestRecovery(user.email);
    const { code } = await lastRecoveryMail(user.email);
    t.clock.advance(RECOVERY_CODE_TTL_MS);
    expect((await reset(code)).statusCode).toBe(410);
    expect((await signIn(t, user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('accepts a code just before it expires, and spends the older codes with it', async () => {
    const user = await createUser(t);
    await requestRecovery(user.email);
    const older = (await lastRecoveryMail(user.email)).code;
    t.clock.advance(1000);
    await requestRecovery(user.email);
    const newer = (await lastRecoveryMail(user.email)).code;
    expect(newer).not.toBe(older);
    t.clock.advance(RECOVERY_CODE_TTL_MS - 2000);
    expect((await reset(newer)).statusCode).toBe(200);
    expect((await reset(older)).statusCode).toBe(410);
  });

  it('tells whether a code still works when the link is opened, before any password is typed', async () => {
    const check = (code: string) => t.request({ method: 'GET', url: `/v1/resetpassw/${code}` });
    const user = await createUser(t);
    await requestRecovery(user.email);
    const { code } = await lastRecoveryMail(user.email);
    const open = await check(code);
    expect(open.statusCode).toBe(200);
    expect(open.json()).toEqual({ valid: true });
    // checking spends nothing: the code still sets the password once, then is refused on open too
    expect((await check(code)).statusCode).toBe(200);
    expect((await reset(code)).statusCode).toBe(200);
    const used = await check(code);
    expect(used.statusCode).toBe(410);
    expect(used.json().error).toEqual({ code: 'recovery.invalid_code', message: 'Este link de recuperação é inválido ou expirou' });
    expect((await check('codigo-inventado-que-nao-existe')).statusCode).toBe(410);

    await requestRecovery(user.email);
    const expiring = (await lastRecoveryMail(user.email)).code;
    t.clock.advance(RECOVERY_CODE_TTL_MS);
    expect((await check(expiring)).statusCode).toBe(410);
  });

  it('answers an unknown e-mail as it answers a known one, and sends nothing', async () => {
    const email = 'ninguem@example.com';
    const res = await requestRecovery(email);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ sent: true });
    const outbox = await t.request({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(email)}` });
    expect(outbox.json().items).toEqual([]);
  });

  it('refuses an unknown code, and checks the new password by the rules', async () => {
    expect((await reset('codigo-inventado-que-nao-existe')).statusCode).toBe(410);
    const user = await createUser(t);
    await requestRecovery(user.email);
    const { code } = await lastRecoveryMail(user.email);
    const weak = await reset(code, 'fraca');
    expect(weak.statusCode).toBe(422);
    expect(weak.json().error.fields).toEqual({ password: 'A senha deve ter no mínimo 8 caracteres' });
    const mismatch = await reset(code, NEW_PASSWORD, 'Outra@Senha1');
    expect(mismatch.json().error.fields).toEqual({ confirmPassword: 'As senhas não coincidem' });
    expect((await reset(code)).statusCode).toBe(200);
  });

  it('writes the link in the language of the user', async () => {
    const user = await createUser(t, { language: 'en' });
    await requestRecovery(user.email);
    expect((await lastRecoveryMail(user.email)).language).toBe('en');
  });

  it('caps recovery e-mails per address to five an hour', async () => {
    const user = await createUser(t);
    for (let i = 0; i < 5; i++) expect((await requestRecovery(user.email)).statusCode).toBe(202);
    expect((await requestRecovery(user.email)).statusCode).toBe(429);
    t.clock.advance(36e5);
    expect((await requestRecovery(user.email)).statusCode).toBe(202);
  });
});

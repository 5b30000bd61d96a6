import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createUser, createWorkspace } from '../../../test/factories/index.ts';
import { initialSettings, invites, users } from '../../db/schema/index.ts';
import { registerBody, uniqueEmail } from './identity.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: unknown, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: '/v1/register/candidate', payload: payload as object, headers });

describe('POST /v1/register/candidate', () => {
  it('creates the account, a personal workspace and a session', async () => {
    const body = registerBody({ email: '  Nova.Pessoa@Example.com ' });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(user).toMatchObject({
      name: 'Ana',
      lastName: 'Souza',
      email: 'nova.pessoa@example.com',
      language: 'pt-BR',
      locale: 'pt-BR',
      region: 'BRA',
      isSupport: false,
      status: 'active',
      deletionRequestedAt: null,
      phone: '11987654321',
      countryCode: 'br',
      wizard: { active: true, completed: false, theme: null },
    });
    expect(user.tosAcceptedAt).toBe('2026-03-10T12:00:00.000Z');
    expect(user.pendingInitialSettings).toEqual([{ id: expect.any(String), kind: 'profile', status: 'pending' }]);
    expect(user.companies).toHaveLength(1);
    expect(user.companies[0]).toMatchObject({ name: 'Ana Souza', type: 'individual', role: 'owner', isCompleted: true });
    expect(user.lastWorkspaceId).toBe(user.companies[0].id);
    const data = await t.request({ method: 'GET', url: '/v1/auth/data', token });
    expect(data.json()).toEqual(user);
  });

  it('creates an incomplete company workspace for type company', async () => {
    const named = await register(registerBody({ type: 'company', companyName: 'Acme Ltda' }));
    expect(named.statusCode).toBe(201);
    const companies = named.json().user.companies;
    expect(companies).toHaveLength(2);
    const business = companies.find((c: { type: string }) => c.type === 'business');
    expect(business).toMatchObject({ name: 'Acme Ltda', isCompleted: false, role: 'owner', userRole: 'admin' });
    expect(named.json().user.lastWorkspaceId).toBe(business.id);
    const unnamed = await register(registerBody({ name: 'Bia', type: 'company' }));
    expect(unnamed.json().user.companies.find((c: { type: string }) => c.type === 'business').name).toBe('Empresa de Bia');
  });

  it('takes the language of the request and the region of the country', async () => {
    const res = await register(registerBody({ countryCode: 'us', phone: '212 555 1234' }), { 'accept-language': 'es' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ language: 'es', region: 'USA', locale: 'en-US', countryCode: 'us', phone: '2125551234' });
  });

  it('refuses an e-mail already registered', async () => {
    const existing = await createUser(t);
    const res = await register(registerBody({ email: existing.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'register.email_registered', message: 'Este e-mail já está cadastrado' });
  });

  it('refuses an e-mail of a user being deleted', async () => {
    const existing = await createUser(t, { status: 'pending_deletion', deletionRequestedAt: t.clock.now() });
    const res = await register(registerBody({ email: existing.email }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'register.user_being_deleted', message: 'Este usuário está em processo de exclusão' });
  });

  it.each([
    'ana@mailinator.com',
    'ana@yopmail.com',
    'ana@guerrillamail.com',
    'ana@10minutemail.com',
    'ana@temp-mail.org',
    'ana@trashmail.com',
    'ana@x.mailinator.com',
    'ana@example.invalid',
    'ana@host.test',
  ])('refuses the disallowed domain of %s', async (email) => {
    const res = await register(registerBody({ email }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({
      code: 'register.invalid_domain',
      message: 'Este domínio de e-mail não é válido ou permitido',
      fields: { email: 'Este domínio de e-mail não é válido ou permitido' },
    });
  });

  it('reports every missing field with the pt-BR texts', async () => {
    const res = await register({});
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toEqual({
      code: 'validation.failed',
      message: 'Algum campo obrigatório não foi preenchido',
      fields: {
        name: 'Este campo é obrigatório',
        lastName: 'Este campo é obrigatório',
        email: 'Este campo é obrigatório',
        password: 'Este campo é obrigatório',
        confirmPassword: 'Este campo é obrigatório',
        phone: 'Este campo é obrigatório',
        countryCode: 'Este campo é obrigatório',
        acceptTerms: 'Você precisa aceitar os termos de uso',
      },
    });
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'E-mail inválido'],
    [{ password: 'Ab1@', confirmPassword: 'Ab1@' }, 'password', 'A senha deve ter no mínimo 8 caracteres'],
    [{ password: 'Senha@123é', confirmPassword: 'Senha@123é' }, 'password', 'Sua senha possui caracteres inválidos'],
    [{ password: 'Senha 123@', confirmPassword: 'Senha 123@' }, 'password', 'Sua senha possui caracteres inválidos'],
    [
      { password: 'senha1234', confirmPassword: 'senha1234' },
      'password',
      'A senha deve ter letra minúscula, letra maiúscula, número e um caractere especial',
    ],
    [
      { password: 'Senha1234', confirmPassword: 'Senha1234' },
      'password',
      'A senha deve ter letra minúscula, letra maiúscula, número e um caractere especial',
    ],
    [{ confirmPassword: 'Senha@124' }, 'confirmPassword', 'As senhas não coincidem'],
    [{ acceptTerms: false }, 'acceptTerms', 'Você precisa aceitar os termos de uso'],
    [{ phone: '20 98765-4321' }, 'phone', 'DDD inválido'],
    [{ phone: '10 98765-4321' }, 'phone', 'DDD inválido'],
    [{ phone: '11 18765-4321' }, 'phone', 'Telefone inválido'],
    [{ phone: '11 9876' }, 'phone', 'Telefone inválido'],
    [{ phone: 'abc' }, 'phone', 'Telefone inválido'],
    [{ countryCode: 'us', phone: '123 456 7890' }, 'phone', 'Telefone inválido'],
    [{ countryCode: 'it', phone: '111 234 5678' }, 'phone', 'Telefone inválido'],
    [{ countryCode: 'fr' }, 'countryCode', 'Valor inválido'],
    [{ inviteId: 'not-a-uuid' }, 'inviteId', 'Valor inválido'],
    [{ type: 'company', companyName: 'AB' }, 'companyName', 'O nome deve ter entre 3 e 255 caracteres'],
  ])('refuses %o: %s = %s', async (overrides, field, message) => {
    const res = await register(registerBody(overrides));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.code).toBe('validation.failed');
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('accepts valid phones of every country', async () => {
    for (const [countryCode, phone] of [
      ['br', '(21) 3333-4444'],
      ['br', '61987654321'],
      ['us', '(202) 555-0123'],
      ['it', '312 345 6789'],
    ]) {
      const res = await register(registerBody({ countryCode, phone }));
      expect(res.statusCode, `${countryCode} ${phone}`).toBe(201);
    }
  });

  it('answers field messages in the language asked', async () => {
    const res = await register(registerBody({ phone: '20 98765-4321' }), { 'accept-language': 'en' });
    expect(res.json().error.fields.phone).toBe('Invalid area code');
  });

  describe('with an invite', () => {
    const invite = async (values: Partial<typeof invites.$inferInsert> = {}) => {
      const workspace = await createWorkspace(t);
      const now = t.clock.now();
      const [row] = await t.db
        .insert(invites)
        .values({
          workspaceId: workspace.id,
          email: uniqueEmail('convidado'),
          role: 'member',
          createdAt: now,
          lastSentAt: now,
          expiresAt: new Date(now.getTime() + 7 * 864e5),
          ...values,
        })
        .returning();
      if (!row) throw new Error('invite not created');
      return row;
    };

    it('registers the invited e-mail and leaves the invite for the workspaces module', async () => {
      const row = await invite();
      const res = await register(registerBody({ email: row.email, inviteId: row.id }));
      expect(res.statusCode).toBe(201);
      const [after] = await t.db.select().from(invites).where(eq(invites.id, row.id));
      expect(after?.status).toBe('PENDING');
    });

    it('refuses another e-mail', async () => {
      const row = await invite();
      const res = await register(registerBody({ inviteId: row.id }));
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toEqual({
        code: 'invite.email_mismatch',
        message: 'O e-mail do convite é diferente do e-mail da sua conta',
      });
    });

    it('refuses an unknown, used or cancelled invite', async () => {
      for (const inviteId of [
        '7f1c2d3e-4b5a-4c6d-8e7f-001122334455',
        (await invite({ status: 'COMPLETED' })).id,
        (await invite({ status: 'CANCELED' })).id,
      ]) {
        const res = await register(registerBody({ inviteId }));
        expect(res.statusCode).toBe(404);
        expect(res.json().error).toEqual({ code: 'invite.invalid', message: 'Ops! Convite inválido' });
      }
    });

    it('refuses an expired invite', async () => {
      const row = await invite({ expiresAt: new Date(t.clock.now().getTime() - 1) });
      const res = await register(registerBody({ email: row.email, inviteId: row.id }));
      expect(res.statusCode).toBe(410);
      expect(res.json().error).toEqual({ code: 'invite.expired', message: 'Ops! Convite expirado' });
    });
  });

  it('stores one pending profile setting and no partial account on failure', async () => {
    const email = uniqueEmail();
    await register(registerBody({ email, phone: '20 98765-4321' }));
    expect(await t.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    const ok = await register(registerBody({ email }));
    const settings = await t.db.select().from(initialSettings).where(eq(initialSettings.userId, ok.json().user.userId));
    expect(settings.map((s) => [s.kind, s.status])).toEqual([['profile', 'pending']]);
  });
});

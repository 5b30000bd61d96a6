import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { addMember, createUser, createWorkspace, TEST_PASSWORD } from '../../../test/factories/index.ts';
import { surveyAnswers, tosAcceptances, users, workspaceMembers, workspaces } from '../../db/schema/index.ts';
import { DAY } from '../../platform/clock.ts';
import { purgeExpiredAccounts } from './account.service.ts';
import { registerBody, signIn } from './identity.test-support.ts';
import { SUPPORT_EMAIL } from './identity-mails.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const deleteAccount = (token: string, payload: object) => t.request({ method: 'DELETE', url: '/v1/myself', token, payload });
const reactivate = (token: string) => t.request({ method: 'PATCH', url: '/v1/myself/reactivate', token });
const userRow = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

describe('account deletion and reactivation', () => {
  it('DELETE /v1/myself suspends the account; reactivation within 30 days restores it', async () => {
    const user = await createUser(t);
    const res = await deleteAccount(user.token, { confirmation: 'DELETAR', email: user.email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'pending_deletion', deletionRequestedAt: t.clock.now().toISOString() });
    // every session ends with the removal; signing in again leads to reactivation
    expect((await t.request({ method: 'GET', url: '/v1/myself/info', token: user.token })).statusCode).toBe(401);
    const again = (await signIn(t, user.email, TEST_PASSWORD)).json().token;
    expect((await t.request({ method: 'GET', url: '/v1/myself/info', token: again })).json().status).toBe('pending_deletion');

    t.clock.advance(29 * DAY);
    expect(await purgeExpiredAccounts(t.deps)).toBe(0);
    const back = await reactivate(again);
    expect(back.statusCode).toBe(200);
    expect(back.json().user).toMatchObject({ userId: user.id, status: 'active', deletionRequestedAt: null });
    expect(back.json().user.companies).toHaveLength(1);
  });

  it('purges accounts 30 days after the request, with their personal workspace', async () => {
    const user = await createUser(t);
    const business = await createWorkspace(t);
    await addMember(t, business.id, user.id, 'member');
    const [personal] = await t.db
      .select()
      .from(workspaceMembers)
      .where(eq(workspaceMembers.userId, user.id))
      .then((rows) => rows.filter((r) => r.workspaceId !== business.id));
    await deleteAccount(user.token, { confirmation: 'DELETAR', email: user.email });
    const again = (await signIn(t, user.email, TEST_PASSWORD)).json().token;
    t.clock.advance(30 * DAY);
    const late = await reactivate(again);
    expect(late.statusCode).toBe(410);
    expect(late.json().error).toEqual({ code: 'account.reactivation_expired', message: 'O prazo de reativação da sua conta terminou' });
    expect(await purgeExpiredAccounts(t.deps)).toBe(1);
    expect(await userRow(user.id)).toBeUndefined();
    expect(
      await t.db
        .select()
        .from(workspaces)
        .where(eq(workspaces.id, personal?.workspaceId ?? '')),
    ).toHaveLength(0);
    expect(await t.db.select().from(workspaces).where(eq(workspaces.id, business.id))).toHaveLength(1);
    expect((await t.request({ method: 'GET', url: '/v1/auth/data', token: again })).statusCode).toBe(401);
  });

  it('keeps the first request date when deletion is asked twice', async () => {
    const user = await createUser(t);
    const first = (await deleteAccount(user.token, { confirmation: 'DELETAR', email: user.email })).json();
    t.clock.advance(DAY);
    const again = (await signIn(t, user.email, TEST_PASSWORD)).json().token;
    const second = (await deleteAccount(again, { confirmation: 'DELETAR', email: user.email })).json();
    expect(second.deletionRequestedAt).toBe(first.deletionRequestedAt);
  });

  it('needs DELETAR and the account e-mail', async () => {
    const user = await createUser(t);
    const word = await deleteAccount(user.token, { confirmation: 'deletar', email: user.email });
    expect(word.statusCode).toBe(422);
    expect(word.json().error.fields).toEqual({ confirmation: 'Digite DELETAR para confirmar' });
    const email = await deleteAccount(user.token, { confirmation: 'DELETAR', email: 'outra@example.com' });
    expect(email.statusCode).toBe(422);
    expect(email.json().error).toEqual({
      code: 'validation.failed',
      message: 'Algum campo obrigatório não foi preenchido',
      fields: { email: 'O e-mail não corresponde ao da sua conta' },
    });
    expect((await userRow(user.id))?.status).toBe('active');
  });

  it('answers account.disable_failed when the change cannot be stored', async () => {
    const user = await createUser(t);
    const failing = {
      ...t.deps,
      db: {
        update: () => {
          throw new Error('database down');
        },
      },
    } as unknown as typeof t.deps;
    const { deleteAccount: disable } = await import('./account.service.ts');
    const session = {
      id: 'x',
      user: { id: user.id, email: user.email, name: 'Teste', lastName: 'Pessoa', language: 'pt-BR', isSupport: false, status: 'active' },
    };
    await expect(disable(failing, session, { confirmation: 'DELETAR', email: user.email })).rejects.toMatchObject({
      code: 'account.disable_failed',
      status: 422,
    });
    const { errorMessage } = await import('@trilha/contract');
    expect(errorMessage('account.disable_failed', 'pt-BR')).toBe('Ops! Não foi possível desabilitar seu usuário no momento');
  });

  it('refuses to reactivate an active account', async () => {
    const user = await createUser(t);
    const res = await reactivate(user.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({ code: 'account.not_pending_deletion', message: 'Sua conta não está em processo de exclusão' });
  });
});

describe('preferences', () => {
  it('PUT /v1/myself/language/:lang switches the language of server messages', async () => {
    const user = await createUser(t);
    const res = await t.request({ method: 'PUT', url: '/v1/myself/language/en', token: user.token });
    expect(res.json()).toEqual({ language: 'en' });
    const wrong = await t.request({
      method: 'PUT',
      url: '/v1/myself/password',
      token: user.token,
      payload: { currentPassword: 'Errada@123', password: 'Nova#Senha9', confirmPassword: 'Nova#Senha9' },
    });
    expect(wrong.json().error.message).toBe('Current password is incorrect');
    await t.request({ method: 'PUT', url: '/v1/myself/language/es', token: user.token });
    const data = await t.request({ method: 'GET', url: '/v1/auth/data', token: user.token });
    // the locale follows the region (BRA) before the language
    expect(data.json()).toMatchObject({ language: 'es', locale: 'pt-BR' });
    const missing = await t.request({ method: 'DELETE', url: '/v1/myself', token: user.token, payload: {} });
    expect(missing.json().error.fields.confirmation).toBe('Este campo es obligatorio');
    expect((await t.request({ method: 'PUT', url: '/v1/myself/language/fr', token: user.token })).statusCode).toBe(400);
  });

  it('POST /v1/-/tos records acceptance for the user and a workspace of theirs', async () => {
    const user = await createUser(t);
    const workspace = await createWorkspace(t);
    await t.db.insert(workspaceMembers).values({ workspaceId: workspace.id, userId: user.id, role: 'member', joinedAt: t.clock.now() });
    t.clock.advance(1000);
    const res = await t.request({ method: 'POST', url: '/v1/-/tos', token: user.token, payload: { workspaceId: workspace.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ tosAcceptedAt: t.clock.now().toISOString() });
    const data = (await t.request({ method: 'GET', url: '/v1/auth/data', token: user.token })).json();
    expect(data.tosAcceptedAt).toBe(t.clock.now().toISOString());
    expect(data.companies.find((c: { id: string }) => c.id === workspace.id).userTosAcceptedAt).toBe(t.clock.now().toISOString());
    expect(await t.db.select().from(tosAcceptances).where(eq(tosAcceptances.userId, user.id))).toMatchObject([
      { workspaceId: workspace.id },
    ]);
    expect((await t.request({ method: 'POST', url: '/v1/-/tos', token: user.token, payload: {} })).statusCode).toBe(200);
  });

  it('POST /v1/-/tos answers 404 for a workspace the user is not in', async () => {
    const user = await createUser(t);
    const foreign = await createWorkspace(t);
    const res = await t.request({ method: 'POST', url: '/v1/-/tos', token: user.token, payload: { workspaceId: foreign.id } });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'workspace.not_found', message: 'Workspace não encontrado' });
    expect((await userRow(user.id))?.tosAcceptedAt).toBeNull();
  });

  it("PUT /v1/myself/initial-settings/:id updates only the user's own settings", async () => {
    const reg = await t.request({
      method: 'POST',
      url: '/v1/register/candidate',
      payload: {
        name: 'Ivo',
        lastName: 'Reis',
        email: 'ivo@example.com',
        password: 'Senha@123',
        confirmPassword: 'Senha@123',
        phone: '11987654321',
        countryCode: 'br',
        acceptTerms: true,
      },
    });
    const { token, user } = reg.json();
    const setting = user.pendingInitialSettings[0];
    const stranger = await createUser(t);
    const foreign = await t.request({
      method: 'PUT',
      url: `/v1/myself/initial-settings/${setting.id}`,
      token: stranger.token,
      payload: { status: 'done' },
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toEqual({ code: 'not_found', message: 'Não encontramos o que você procurava.' });
    const res = await t.request({ method: 'PUT', url: `/v1/myself/initial-settings/${setting.id}`, token, payload: { status: 'skipped' } });
    expect(res.json()).toEqual({ id: setting.id, kind: 'profile', status: 'skipped' });
    expect((await t.request({ method: 'GET', url: '/v1/auth/data', token })).json().pendingInitialSettings).toEqual([]);
    const bad = await t.request({ method: 'PUT', url: `/v1/myself/initial-settings/${setting.id}`, token, payload: { status: 'maybe' } });
    expect(bad.statusCode).toBe(422);
  });

  it('holds a new individual account in the first-access wizard until its profile setting is finished', async () => {
    const signUp = async (extra: Record<string, unknown>) =>
      (await t.request({ method: 'POST', url: '/v1/register/candidate', payload: registerBody(extra) })).json();
    const individual = await signUp({});
    expect(individual.user.wizard).toEqual({ active: true, completed: false, theme: null });
    // a company's founder goes to the workspace setup first: not held
    expect((await signUp({ type: 'company', companyName: 'Loja Azul' })).user.wizard.active).toBe(false);

    const setting = individual.user.pendingInitialSettings.find((item: { kind: string }) => item.kind === 'profile');
    const pending = await t.request({
      method: 'PUT',
      url: `/v1/myself/initial-settings/${setting.id}`,
      token: individual.token,
      payload: { status: 'pending' },
    });
    expect(pending.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/v1/myself/info', token: individual.token })).json().wizard.active).toBe(true);
    await t.request({
      method: 'PUT',
      url: `/v1/myself/initial-settings/${setting.id}`,
      token: individual.token,
      payload: { status: 'done' },
    });
    const info = (await t.request({ method: 'GET', url: '/v1/myself/info', token: individual.token })).json();
    expect(info.wizard).toEqual({ active: false, completed: true, theme: null });
    expect(info.pendingInitialSettings).toEqual([]);
  });
});

describe('feedback', () => {
  it('POST /v1/survey/answer stores the answers', async () => {
    const user = await createUser(t);
    const answers = { motivo: 'outro', notas: ['a', 'b'], nota: 3 };
    const res = await t.request({
      method: 'POST',
      url: '/v1/survey/answer',
      token: user.token,
      payload: { survey: 'account-removal', answers },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(surveyAnswers).where(eq(surveyAnswers.id, res.json().id));
    expect(row).toMatchObject({ userId: user.id, survey: 'account-removal', answers });
    const tooLong = await t.request({
      method: 'POST',
      url: '/v1/survey/answer',
      token: user.token,
      payload: { survey: 'x'.repeat(101), answers },
    });
    expect(tooLong.json().error.fields.survey).toBe('Texto muito longo');
  });

  it('the removal survey asks for nothing: a comment without a reason is stored, and removal needs no answer at all (LGPD)', async () => {
    const user = await createUser(t);
    const commentOnly = await t.request({
      method: 'POST',
      url: '/v1/survey/answer',
      token: user.token,
      payload: { survey: 'account-removal', answers: { comment: 'Só um comentário' } },
    });
    expect(commentOnly.statusCode).toBe(201);
    const other = await createUser(t);
    expect((await deleteAccount(other.token, { confirmation: 'DELETAR', email: other.email })).statusCode).toBe(200);
    expect(await t.db.select().from(surveyAnswers).where(eq(surveyAnswers.userId, other.id))).toEqual([]);
  });

  it('POST /v1/support/account/removal e-mails support, escaping what the user wrote', async () => {
    const user = await createUser(t);
    const res = await t.request({
      method: 'POST',
      url: '/v1/support/account/removal',
      token: user.token,
      payload: { reason: '<script>alert(1)</script>' },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true });
    const mail = (await t.request({ method: 'GET', url: `/v1/dev/outbox?to=${SUPPORT_EMAIL}` })).json().items[0];
    expect(mail.text).toContain(user.email);
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.html).not.toContain('<script>');
  });
});

import type { APIRequestContext } from '@playwright/test';
import { expect, type Mailbox, test } from '../support/fixtures.ts';
import { expectAccessible, registerByApi, signIn, submitLogin } from './identity-support.ts';

const NEW_PASSWORD = 'Recupera@2026';
const SUBJECT = 'Recuperação de senha';

/**
 * A fresh account's recovery link, asked for through the API (the screen that asks has its own journey).
 * Each journey stays short: argon2 hashing and the axe scans make one long journey brush the 30 s limit.
 */
async function recoveryLink(request: APIRequestContext, mailbox: Mailbox) {
  const account = await registerByApi(request, 'recovery');
  const earlier = await mailbox.idsOf(account.email);
  const response = await request.post('/v1/resetpassword', { data: { email: account.email } });
  expect(response.ok(), await response.text()).toBe(true);
  // The link carries the server's public address; the journeys follow its path on the server under test.
  const link = new URL(await mailbox.linkFor(account.email, { subject: SUBJECT, except: earlier }));
  expect(link.pathname).toMatch(/^\/access\/changepassword\/pt-BR\/.+/);
  return { ...account, path: link.pathname, code: link.pathname.split('/').pop() ?? '' };
}

test.describe('password recovery', () => {
  test('a user asks for the recovery link from the login and the e-mail carries it', async ({ page, request, axe, mailbox }) => {
    const { email } = await registerByApi(request, 'recovery');
    const earlier = await mailbox.idsOf(email);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).first().click();
    await expect(page).toHaveURL(/\/recovery$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Recuperar senha' })).toBeVisible();
    await expectAccessible(axe);

    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
    await expect(page.getByText('Se este e-mail tiver uma conta, enviamos um link para redefinir a senha.')).toBeVisible();
    await expectAccessible(axe);
    const link = new URL(await mailbox.linkFor(email, { subject: SUBJECT, except: earlier }));
    expect(link.pathname).toMatch(/^\/access\/changepassword\/pt-BR\/.+/);
  });

  test('the e-mailed link sets a new password; the old one stops working', async ({ page, request, axe, mailbox }) => {
    const { email, password, path } = await recoveryLink(request, mailbox);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Criar nova senha' })).toBeVisible();
    await page.getByLabel(/^Nova senha/).fill(NEW_PASSWORD);
    await expect(page.getByText(/Força da senha: (Moderada|Forte)/)).toBeVisible();
    await page.getByLabel(/^Confirmar nova senha/).fill(NEW_PASSWORD);
    await expectAccessible(axe);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('Sua nova senha foi salva')).toBeVisible();
    await expectAccessible(axe);

    await page.goto('/login');
    await submitLogin(page, email, password);
    await expect(page.getByRole('alert').filter({ hasText: 'Opa! senha incorreta' })).toBeVisible();
    await signIn(page, email, NEW_PASSWORD);
  });

  test('a used recovery link says so as soon as it is opened', async ({ page, request, axe, mailbox }) => {
    const { path, code } = await recoveryLink(request, mailbox);
    const used = await request.post(`/v1/resetpassw/${code}`, { data: { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD } });
    expect(used.ok(), await used.text()).toBe(true);

    await page.goto(path);
    await expect(page.getByText('Este link de recuperação é inválido ou expirou')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute('href', '/recovery');
    // nothing to type into: the form is not offered for a link that cannot work
    await expect(page.getByLabel(/^Nova senha/)).toHaveCount(0);
    await expectAccessible(axe);
  });

  test('an unknown e-mail gets the answer a known one gets, so the screen tells nobody who has an account', async ({ page }) => {
    await page.goto('/recovery');
    await page.getByLabel(/^E-mail/).fill(`ninguem-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
    await expect(page.getByText('Se este e-mail tiver uma conta, enviamos um link para redefinir a senha.')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('the recovery link sets the interface language from its path', async ({ page }) => {
    await page.goto('/access/changepassword/en/not-a-real-code');
    await expect(page.getByRole('heading', { level: 1, name: 'Create a new password' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText('This recovery link is invalid or has expired')).toBeVisible();
  });
});

import { expect, test } from '../support/fixtures.ts';
import { expectScreenAccessible, registerByApi, signIn, submitLogin } from './identity-support.ts';

const NEW_PASSWORD = 'Recupera@2026';

test.describe('password recovery', () => {
  test('a user recovers the password through the e-mailed link and signs in with the new one', async ({ page, request, axe, mailbox }) => {
    const { email, password } = await registerByApi(request, 'recovery');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Esqueci minha senha' }).first().click();
    await expect(page).toHaveURL(/\/recovery$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Recuperar senha' })).toBeVisible();
    await expectScreenAccessible(page, axe);

    const since = new Date(Date.now() - 1000);
    await page.getByLabel(/^E-mail/).fill(email);
    await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
    await expect(page.getByText(`Enviamos um e-mail para ${email}`)).toBeVisible();
    await expectScreenAccessible(page, axe);

    // The link carries the server's public address; the journey follows its path on the server under test.
    const link = new URL(await mailbox.linkFor(email, { subject: 'Recuperação de senha', since }));
    expect(link.pathname).toMatch(/^\/access\/changepassword\/pt-BR\/.+/);
    await page.goto(link.pathname);
    await expect(page.getByRole('heading', { level: 1, name: 'Criar nova senha' })).toBeVisible();
    await page.getByLabel(/^Nova senha/).fill(NEW_PASSWORD);
    await expect(page.getByText(/Força da senha: (Moderada|Forte)/)).toBeVisible();
    await page.getByLabel(/^Confirmar nova senha/).fill(NEW_PASSWORD);
    await expectScreenAccessible(page, axe);
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('Sua nova senha foi salva')).toBeVisible();
    await expectScreenAccessible(page, axe);

    // The link is single-use.
    await page.goto(link.pathname);
    await page.getByLabel(/^Nova senha/).fill('Outra@2026x');
    await page.getByLabel(/^Confirmar nova senha/).fill('Outra@2026x');
    await page.getByRole('button', { name: 'Salvar nova senha' }).click();
    await expect(page.getByText('Este link de recuperação é inválido ou expirou')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pedir um novo link' })).toHaveAttribute('href', '/recovery');
    await expectScreenAccessible(page, axe);

    await page.goto('/login');
    await submitLogin(page, email, password);
    await expect(page.getByRole('alert').filter({ hasText: 'Opa! senha incorreta' })).toBeVisible();
    await signIn(page, email, NEW_PASSWORD);
  });

  test('an unknown e-mail is told on the recovery screen', async ({ page }) => {
    await page.goto('/recovery');
    await page.getByLabel(/^E-mail/).fill(`ninguem-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Enviar link de recuperação' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'E-mail não encontrado' })).toBeVisible();
  });

  test('the recovery link sets the interface language from its path', async ({ page }) => {
    await page.goto('/access/changepassword/en/not-a-real-code');
    await expect(page.getByRole('heading', { level: 1, name: 'Create a new password' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
